import {
  CONTENT_LABELS,
  type ContentLabel,
  type ContentListItem,
  type ContentStatusCounts,
  type ContentTopic,
} from "@pkg/contracts";
import {
  Button,
  EmptyState,
  Field,
  Pagination,
  Switch,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from "@pkg/ui";
import { Inbox, Plus, SearchX, UserCheck } from "lucide-react";
import * as React from "react";

import { ScreenLink } from "../../environment";
import { contentLabelNames } from "../content-labels";
import {
  ContentLibraryCards,
  ContentLibrarySkeleton,
  ContentLibraryTable,
  listCaption,
  topicName,
} from "./content-library-items";
import { LoadFailedAlert } from "../../shared/load-failed-alert";
import { LibrarySearchForm, LibraryTopicSelect } from "../library-filters";

/** The topic select's value for 'All topics' (a Radix select item cannot have an empty value). */

const numberFormat = new Intl.NumberFormat("en-US");

/** What each tab says when it holds nothing and no filter is on. */
const emptyTexts: Record<ContentLabel, { title: string; description: string }> = {
  "ai-generated": {
    title: "No AI-generated drafts",
    description: "Drafts the assistant writes wait here until someone takes them on.",
  },
  draft: {
    title: "No drafts",
    description: "Items being written show here until they are submitted for review.",
  },
  "in-review": {
    title: "Nothing in review",
    description: "Items submitted for review show here until a reviewer approves them or sends them back.",
  },
  approved: {
    title: "Nothing approved",
    description: "Items reviewers have approved wait here to be published.",
  },
  published: {
    title: "Nothing published yet",
    description: "Published items are the ones clients and practitioners read in the library.",
  },
  archived: {
    title: "Nothing archived",
    description: "Archived items are kept here and can be restored as drafts.",
  },
};

export type ContentLibraryScreenProps = {
  /** The line under the heading greeting the person ('Welcome back, Maya.'), when there is one. */
  greeting?: string | null;
  /** How many items each label holds (`GET /api/content/status`); the tabs show them when known. */
  counts?: Partial<ContentStatusCounts> | null;
  /** The tab shown. */
  label: ContentLabel;
  /** The items of the page shown. */
  items: readonly ContentListItem[];
  /** Items on every page of this tab, with its filters. */
  total: number;
  /** The page shown, from 1. */
  page: number;
  /** Items on a full page. */
  pageSize: number;
  /** The search the list is filtered by ('' for none); the field starts from it. */
  search: string;
  /** The topic the list is filtered by; `null` for all topics. */
  topic: ContentTopic | null;
  /** Offer 'Assigned to me' (reviewers and Super Admins). */
  showAssignedToMe?: boolean;
  /** Only the items this person is assigned to review. */
  assignedToMe?: boolean;
  /** Show the 'New item' link (Practitioners and Super Admins). */
  canCreate?: boolean;
  /** Where 'New item' goes. */
  newHref?: string;
  /** Where an item's title leads. */
  itemHref: (id: string) => string;
  /** The list is loading: its place shows skeletons, the filters stay usable. */
  loading?: boolean;
  /** The list could not be loaded: said, with 'Try again'. */
  error?: string | null;
  /** 'Try again' after an error. */
  onRetry?: () => void;
  /** Another tab was chosen. */
  onLabelChange: (label: ContentLabel) => void;
  /** The search was submitted (Enter or the Search button), trimmed; '' clears it. */
  onSearch: (search: string) => void;
  /** A topic was chosen; `null` for 'All topics'. */
  onTopicChange: (topic: ContentTopic | null) => void;
  /** Previous or Next was pressed. */
  onPageChange: (page: number) => void;
  /** 'Assigned to me' was switched. */
  onAssignedToMeChange?: (assignedToMe: boolean) => void;
};

/** '52 items', or '3 items match “sleep”' while searching. */
function resultsText(total: number, search: string): string {
  const count = numberFormat.format(total);
  if (!search) return `${count} ${total === 1 ? "item" : "items"}`;
  return `${count} ${total === 1 ? "item matches" : "items match"} “${search}”`;
}

/**
 * The staff content library (`/content-manager/library`): a tab per label with its count, search,
 * a topic filter and (for reviewers) 'Assigned to me'; the items as a table from 1024 px and as
 * cards below, a page at a time; an empty state that says why a tab is empty.
 */
export function ContentLibraryScreen({
  greeting,
  counts,
  label,
  items,
  total,
  page,
  pageSize,
  search,
  topic,
  showAssignedToMe = false,
  assignedToMe = false,
  canCreate = false,
  newHref,
  itemHref,
  loading = false,
  error,
  onRetry,
  onLabelChange,
  onSearch,
  onTopicChange,
  onPageChange,
  onAssignedToMeChange,
}: ContentLibraryScreenProps) {
  const labelName = contentLabelNames[label];
  const caption = listCaption(labelName, label);
  const mine = showAssignedToMe && assignedToMe;

  const empty = (() => {
    if (search) {
      return (
        <EmptyState
          variant="outline"
          titleAs="h2"
          icon={<SearchX />}
          title={`No items match “${search}”`}
          description={`Nothing in ${labelName}${topic ? ` on ${topicName(topic)}` : ""} matches the search. Check the spelling or try other words.`}
          action={
            <Button variant="outline" onClick={() => onSearch("")}>
              Clear the search
            </Button>
          }
        />
      );
    }
    if (mine) {
      return (
        <EmptyState
          variant="outline"
          titleAs="h2"
          icon={<UserCheck />}
          title="Nothing assigned to you right now"
          description={`No item in ${labelName}${topic ? ` on ${topicName(topic)}` : ""} is waiting for your review.`}
          action={
            <Button variant="outline" onClick={() => onAssignedToMeChange?.(false)}>
              Show everyone’s items
            </Button>
          }
        />
      );
    }
    if (topic) {
      return (
        <EmptyState
          variant="outline"
          titleAs="h2"
          icon={<Inbox />}
          title={`Nothing in ${labelName} on ${topicName(topic)}`}
          description="Choose another topic, or all topics."
          action={
            <Button variant="outline" onClick={() => onTopicChange(null)}>
              Show all topics
            </Button>
          }
        />
      );
    }
    const text = emptyTexts[label];
    return (
      <EmptyState
        variant="outline"
        titleAs="h2"
        icon={<Inbox />}
        title={text.title}
        description={text.description}
        action={
          canCreate && newHref && label === "draft" ? (
            <Button asChild>
              <ScreenLink to={newHref}>
                <Plus aria-hidden />
                Write a new item
              </ScreenLink>
            </Button>
          ) : undefined
        }
      />
    );
  })();

  let body: React.ReactNode;
  if (error) {
    body = <LoadFailedAlert title="The items could not be loaded" message={error} onRetry={onRetry} />;
  } else if (loading) {
    body = <ContentLibrarySkeleton />;
  } else if (items.length === 0) {
    body = empty;
  } else {
    body = (
      <>
        <div className="hidden lg:block">
          <ContentLibraryTable items={items} itemHref={itemHref} caption={caption} />
        </div>
        <div className="lg:hidden">
          <ContentLibraryCards items={items} itemHref={itemHref} caption={caption} />
        </div>
        {total > pageSize ? (
          <Pagination page={page} pageSize={pageSize} total={total} onPageChange={onPageChange} />
        ) : null}
      </>
    );
  }

  return (
    <div data-slot="content-library" className="flex flex-col gap-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-display font-semibold tracking-tight">Content library</h1>
          {greeting ? <p className="text-muted-foreground">{greeting}</p> : null}
        </div>
        {canCreate && newHref ? (
          <Button asChild>
            <ScreenLink to={newHref}>
              <Plus aria-hidden />
              New item
            </ScreenLink>
          </Button>
        ) : null}
      </header>

      <Tabs value={label} onValueChange={(value) => onLabelChange(value as ContentLabel)} className="gap-4">
        <TabsList aria-label="Status" className="h-auto flex-wrap">
          {CONTENT_LABELS.map((option) => {
            const count = counts?.[option.slug];
            return (
              <TabsTrigger key={option.slug} value={option.slug}>
                {option.label}
                {count !== undefined ? (
                  <>
                    {" "}
                    <span
                      data-slot="tab-count"
                      className="rounded-full bg-foreground/10 px-1.5 text-xs font-semibold tabular-nums"
                    >
                      {numberFormat.format(count)}
                    </span>
                  </>
                ) : null}
              </TabsTrigger>
            );
          })}
        </TabsList>

        {CONTENT_LABELS.map((option) => (
          <TabsContent key={option.slug} value={option.slug} className="flex flex-col gap-4">
            {option.slug === label ? (
              <>
                <div className="flex flex-col gap-4 lg:flex-row lg:items-end">
                  <LibrarySearchForm
                    search={search}
                    onSearch={onSearch}
                    regionLabel="Search the library"
                    label="Search"
                    placeholder="Words in the title or text"
                  />
                  <LibraryTopicSelect topic={topic} onTopicChange={onTopicChange} className="lg:w-64" />
                  {showAssignedToMe ? (
                    <Field orientation="horizontal" label="Assigned to me" className="lg:h-10">
                      <Switch
                        checked={assignedToMe}
                        onCheckedChange={(checked) => onAssignedToMeChange?.(checked)}
                      />
                    </Field>
                  ) : null}
                </div>
                <p role="status" className={items.length === 0 ? "sr-only" : "text-sm text-muted-foreground"}>
                  {loading || error ? "" : resultsText(total, search)}
                </p>
                {body}
              </>
            ) : null}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
