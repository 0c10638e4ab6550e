import {
  CONTENT_LIMITS,
  CONTENT_MESSAGES,
  CONTENT_STATUS_NAMES,
  type ContentAction,
  type ContentActionRequest,
  type ContentAudience,
  type ContentPerson,
  type ContentStatus,
} from "@pkg/contracts";
import {
  Alert,
  AlertDescription,
  AlertTitle,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Field,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Textarea,
} from "@pkg/ui";
import * as React from "react";

import { CLIENT_READABILITY_GRADE_MAX } from "../readability";

/** The fields of a workflow action the API may answer a message for. */
export type ContentReviewField = "reviewerId" | "comment";

export type ContentReviewPanelProps = {
  /**
   * What this person may do now (`contentActionsFor` from `@pkg/contracts`): only these buttons
   * show. `submit` is left to the editor's own Submit for review.
   */
  actions: readonly ContentAction[];
  /**
   * The people to choose from when assigning a reviewer or asking for a second review, already
   * filtered (`eligibleReviewersFor`: never the author, nor the first reviewer for the second round).
   */
  reviewers: readonly ContentPerson[];
  /** The item's status, named in the panel. */
  status: ContentStatus;
  /** The item's reviewers in order of assignment: [0] the first round's, [1] the second round's. */
  assignedReviewers?: readonly ContentPerson[];
  /** The body's Flesch–Kincaid grade, when known. */
  readingGrade?: number | null;
  /** Who the item is for: with `clients` and a grade above 9, a warning shows (it does not block). */
  audience?: ContentAudience;
  /** The action being sent to the API: its button spins and the others wait. */
  pendingAction?: ContentAction | null;
  /** A failure that belongs to no field: the API's message (a wrong status, a refused person…). */
  error?: string | null;
  /** The API's messages for the action's fields: `reviewerId` under the reviewer, `comment` under the comment. */
  fieldErrors?: Partial<Record<ContentReviewField, string>>;
  /** Why this person has nothing to do here, in one sentence (`contentActionNote`), shown when no action is open. */
  note?: string | null;
  /** Called with the request for `POST /api/content/{content_id}/status`. */
  onAction: (request: ContentActionRequest) => void;
};

/** Statuses whose assigned reviewers are this revision's own (in Raw and Ready for Review none is). */
const REVIEWED_STATUSES: readonly ContentStatus[] = [
  "waiting",
  "second-review-requested",
  "ready-to-publish",
  "live",
  "archived",
];

/** The comment to send: trimmed, and left out when empty. */
function withComment<T extends ContentActionRequest>(request: T, comment: string): T {
  const text = comment.trim();
  return text ? { ...request, comment: text } : request;
}

function ReviewerSelect({
  label,
  placeholder,
  value,
  onChange,
  reviewers,
  error,
  disabled,
  triggerRef,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  reviewers: readonly ContentPerson[];
  error?: string;
  disabled: boolean;
  triggerRef: React.Ref<HTMLButtonElement>;
}) {
  const empty = reviewers.length === 0;
  return (
    <Field
      label={label}
      error={error}
      required
      description={empty ? "No reviewer can be chosen: ask a Super Admin to add one." : undefined}
    >
      <Select value={value} onValueChange={onChange} disabled={disabled || empty}>
        <SelectTrigger ref={triggerRef}>
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent>
          {reviewers.map((person) => (
            <SelectItem key={person.id} value={person.id}>
              {person.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </Field>
  );
}

function ArchiveButton({
  pending,
  disabled,
  onConfirm,
}: {
  pending: boolean;
  disabled: boolean;
  onConfirm: () => void;
}) {
  const [open, setOpen] = React.useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button
        variant="outline"
        className="text-destructive hover:bg-destructive/10 hover:text-destructive"
        loading={pending}
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        Archive
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Archive this item?</DialogTitle>
          <DialogDescription>
            Readers no longer see it and the assistant stops citing it. Its author or a Super Admin can
            restore it as a draft later.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Keep it published</Button>
          </DialogClose>
          <Button
            variant="destructive"
            onClick={() => {
              setOpen(false);
              onConfirm();
            }}
          >
            Archive
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** An action's button: it spins while its action is pending, and waits while another one is. */
function ActionButton({
  action,
  pendingAction,
  variant = "outline",
  onPress,
  children,
}: {
  action: ContentAction;
  pendingAction: ContentAction | null;
  variant?: "primary" | "outline";
  onPress: () => void;
  children: React.ReactNode;
}) {
  const busy = pendingAction !== null;
  return (
    <Button
      variant={variant}
      loading={pendingAction === action}
      disabled={busy && pendingAction !== action}
      onClick={() => {
        if (!busy) onPress();
      }}
    >
      {children}
    </Button>
  );
}

/**
 * The review panel beside the content editor: the item's status and reviewers, the reading-grade
 * warning for clients, and the workflow actions this person may take (assign a reviewer, approve,
 * ask for a second review, send back with a required comment, publish, archive after a
 * confirmation, restore as a draft), each with an optional comment. With nothing to do it says why.
 */
export function ContentReviewPanel({
  actions,
  reviewers,
  status,
  assignedReviewers = [],
  readingGrade,
  audience,
  pendingAction = null,
  error,
  fieldErrors = {},
  note,
  onAction,
}: ContentReviewPanelProps) {
  const headingId = React.useId();
  const [comment, setComment] = React.useState("");
  const [reviewerId, setReviewerId] = React.useState("");
  const [sendingBack, setSendingBack] = React.useState(false);
  const [sendBackComment, setSendBackComment] = React.useState("");
  const [localErrors, setLocalErrors] = React.useState<Partial<Record<ContentReviewField, string>>>({});
  const reviewerRef = React.useRef<HTMLButtonElement>(null);
  const sendBackRef = React.useRef<HTMLTextAreaElement>(null);
  const sendBackButtonRef = React.useRef<HTMLButtonElement>(null);
  const focusSendBackButton = React.useRef(false);

  // A new status is a new step: what was typed for the last one goes.
  const [shownStatus, setShownStatus] = React.useState(status);
  if (shownStatus !== status) {
    setShownStatus(status);
    setComment("");
    setReviewerId("");
    setSendingBack(false);
    setSendBackComment("");
    setLocalErrors({});
  }

  React.useEffect(() => {
    if (sendingBack) sendBackRef.current?.focus();
    else if (focusSendBackButton.current) {
      focusSendBackButton.current = false;
      sendBackButtonRef.current?.focus();
    }
  }, [sendingBack]);

  const can = (action: ContentAction) => actions.includes(action);
  const shown = actions.filter((action) => action !== "submit");
  const busy = pendingAction !== null;
  const reviewerError = localErrors.reviewerId ?? fieldErrors.reviewerId;
  const commentError = sendingBack ? undefined : fieldErrors.comment;
  const sendBackError = localErrors.comment ?? (sendingBack ? fieldErrors.comment : undefined);

  const [first, second] = assignedReviewers;
  const showsReviewers = REVIEWED_STATUSES.includes(status);
  const grade = typeof readingGrade === "number" ? readingGrade : null;
  const hardToRead = audience === "clients" && grade !== null && grade > CLIENT_READABILITY_GRADE_MAX;

  const chooseReviewer = (value: string) => {
    setReviewerId(value);
    setLocalErrors(({ reviewerId: _cleared, ...rest }) => rest);
  };

  const withReviewer = (action: "assign" | "request-second-review") => {
    if (!reviewerId) {
      setLocalErrors((errors) => ({ ...errors, reviewerId: CONTENT_MESSAGES.reviewerRequired }));
      reviewerRef.current?.focus();
      return;
    }
    onAction(withComment({ action, reviewerId }, comment));
  };

  const sendBack = () => {
    const text = sendBackComment.trim();
    if (!text) {
      setLocalErrors((errors) => ({ ...errors, comment: CONTENT_MESSAGES.commentRequired }));
      sendBackRef.current?.focus();
      return;
    }
    onAction({ action: "send-back", comment: text });
  };

  const reviewerSelect = (label: string, placeholder: string) => (
    <ReviewerSelect
      label={label}
      placeholder={placeholder}
      value={reviewerId}
      onChange={chooseReviewer}
      reviewers={reviewers}
      error={reviewerError}
      disabled={busy}
      triggerRef={reviewerRef}
    />
  );

  const sendBackForm = (
    <div data-slot="send-back" className="flex flex-col gap-3">
      <Field
        label="What should change?"
        description="Required: the author sees it with the item."
        error={sendBackError}
        required
      >
        <Textarea
          ref={sendBackRef}
          rows={4}
          value={sendBackComment}
          maxLength={CONTENT_LIMITS.commentMax}
          onChange={(event) => {
            setSendBackComment(event.target.value);
            setLocalErrors(({ comment: _cleared, ...rest }) => rest);
          }}
        />
      </Field>
      <div className="flex flex-col gap-2">
        <ActionButton action="send-back" pendingAction={pendingAction} variant="primary" onPress={sendBack}>
          Send back
        </ActionButton>
        <Button
          variant="ghost"
          disabled={busy}
          onClick={() => {
            focusSendBackButton.current = true;
            setSendingBack(false);
            setLocalErrors(({ comment: _cleared, ...rest }) => rest);
          }}
        >
          Cancel
        </Button>
      </div>
    </div>
  );

  const actionList = (
    <div className="flex flex-col gap-4">
      {can("assign") ? reviewerSelect("Reviewer", "Select a reviewer") : null}
      <Field
        label="Comment"
        description="Optional: kept in the history with your action."
        error={commentError}
      >
        <Textarea
          rows={3}
          value={comment}
          maxLength={CONTENT_LIMITS.commentMax}
          onChange={(event) => setComment(event.target.value)}
        />
      </Field>
      {can("assign") ? (
        <ActionButton
          action="assign"
          pendingAction={pendingAction}
          variant="primary"
          onPress={() => withReviewer("assign")}
        >
          Assign reviewer
        </ActionButton>
      ) : null}
      {can("approve") ? (
        <ActionButton
          action="approve"
          pendingAction={pendingAction}
          variant="primary"
          onPress={() => onAction(withComment({ action: "approve" }, comment))}
        >
          Approve
        </ActionButton>
      ) : null}
      {can("request-second-review") ? (
        <div className="flex flex-col gap-3 border-t border-border pt-4">
          {reviewerSelect("Second reviewer", "Select a second reviewer")}
          <ActionButton
            action="request-second-review"
            pendingAction={pendingAction}
            onPress={() => withReviewer("request-second-review")}
          >
            Ask for a second review
          </ActionButton>
        </div>
      ) : null}
      {can("publish") ? (
        <ActionButton
          action="publish"
          pendingAction={pendingAction}
          variant="primary"
          onPress={() => onAction(withComment({ action: "publish" }, comment))}
        >
          Publish
        </ActionButton>
      ) : null}
      {can("restore") ? (
        <ActionButton
          action="restore"
          pendingAction={pendingAction}
          variant="primary"
          onPress={() => onAction(withComment({ action: "restore" }, comment))}
        >
          Restore as draft
        </ActionButton>
      ) : null}
      {can("archive") ? (
        <ArchiveButton
          pending={pendingAction === "archive"}
          disabled={busy && pendingAction !== "archive"}
          onConfirm={() => onAction(withComment({ action: "archive" }, comment))}
        />
      ) : null}
      {can("send-back") ? (
        <Button
          ref={sendBackButtonRef}
          variant="outline"
          disabled={busy}
          onClick={() => setSendingBack(true)}
        >
          Send back
        </Button>
      ) : null}
    </div>
  );

  return (
    <Card asChild variant="outline" className="gap-4 py-5">
      <section data-slot="content-review-panel" aria-labelledby={headingId}>
        <CardHeader className="px-5">
          <CardTitle asChild>
            <h2 id={headingId}>Review</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4 px-5">
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted-foreground">Status</dt>
            <dd className="font-medium">{CONTENT_STATUS_NAMES[status]}</dd>
            {status === "ready-for-review" ? (
              <>
                <dt className="text-muted-foreground">Reviewer</dt>
                <dd>Not assigned yet</dd>
              </>
            ) : null}
            {showsReviewers && first ? (
              <>
                <dt className="text-muted-foreground">Reviewer</dt>
                <dd className="break-words">{first.name}</dd>
              </>
            ) : null}
            {showsReviewers && second ? (
              <>
                <dt className="text-muted-foreground">Second reviewer</dt>
                <dd className="break-words">{second.name}</dd>
              </>
            ) : null}
            {grade !== null ? (
              <>
                <dt className="text-muted-foreground">Reading grade</dt>
                <dd>{grade.toFixed(1)}</dd>
              </>
            ) : null}
          </dl>

          {hardToRead && grade !== null ? (
            <Alert variant="warning" role="note">
              <AlertTitle>Hard to read for clients</AlertTitle>
              <AlertDescription>
                Grade {grade.toFixed(1)} is above grade {CLIENT_READABILITY_GRADE_MAX}. Weigh it in your
                review; it does not block approval.
              </AlertDescription>
            </Alert>
          ) : null}

          {error ? (
            <Alert variant="destructive">
              <AlertDescription className="text-foreground">{error}</AlertDescription>
            </Alert>
          ) : null}

          {shown.length === 0 ? (
            note ? (
              <p className="text-sm text-muted-foreground">{note}</p>
            ) : null
          ) : sendingBack ? (
            sendBackForm
          ) : (
            actionList
          )}
        </CardContent>
      </section>
    </Card>
  );
}
