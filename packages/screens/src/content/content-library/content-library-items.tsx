import {
  CONTENT_STATUS_NAMES,
  CONTENT_TOPICS,
  type ContentLabel,
  type ContentListItem,
  type ContentTopic,
} from "@pkg/contracts";
import {
  Badge,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Skeleton,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@pkg/ui";
import { TriangleAlert } from "lucide-react";

import { ScreenLink } from "../../environment";
import { contentLabelVariants } from "../content-labels";

const topicNames = new Map<string, string>(CONTENT_TOPICS.map((topic) => [topic.slug, topic.label]));

/** A topic's name, by its slug. */
export function topicName(topic: ContentTopic): string {
  return topicNames.get(topic) ?? topic;
}

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });

/** 'Mar 2, 2026', in the reader's time zone. */
export function formatUpdated(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : dateFormat.format(date);
}

/** How many topics a row names before it says '+N more'. */
const TOPICS_SHOWN = 2;

function Topics({ topics }: { topics: readonly ContentTopic[] }) {
  if (topics.length === 0) return <span className="text-muted-foreground">None</span>;
  const shown = topics.slice(0, TOPICS_SHOWN).map(topicName).join(", ");
  const more = topics.length - TOPICS_SHOWN;
  return (
    <span>
      {shown}
      {more > 0 ? <span className="text-muted-foreground"> +{more} more</span> : null}
    </span>
  );
}

function Reviewers({ item }: { item: ContentListItem }) {
  if (item.reviewers.length === 0) return <span className="text-muted-foreground">None yet</span>;
  return <span>{item.reviewers.map((reviewer) => reviewer.name).join(", ")}</span>;
}

function Author({ item }: { item: ContentListItem }) {
  return item.author ? (
    <span>{item.author.name}</span>
  ) : (
    <span className="text-muted-foreground">Deleted account</span>
  );
}

/** The item's internal status, coloured by its label. */
function StatusBadge({ item }: { item: ContentListItem }) {
  return (
    <Badge variant={contentLabelVariants[item.label]} data-status={item.status}>
      {CONTENT_STATUS_NAMES[item.status]}
    </Badge>
  );
}

/** Past its review date or citing an updated source (decisions.md, "Content library"). */
function ReReviewBadge() {
  return (
    <Badge variant="outline" data-slot="needs-re-review" className="border-warning">
      <TriangleAlert aria-hidden className="text-warning" />
      Needs re-review
    </Badge>
  );
}

function Updated({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} className="whitespace-nowrap">
      {formatUpdated(iso)}
    </time>
  );
}

const linkClasses =
  "rounded-sm font-medium text-foreground underline-offset-4 outline-none hover:underline focus-visible:ring-3 focus-visible:ring-ring/60";

type ItemsProps = {
  items: readonly ContentListItem[];
  itemHref: (id: string) => string;
  /** Names the table and the list ('Published items'). */
  caption: string;
};

/** From 1024 px: one row per item, with every fact in its column. */
export function ContentLibraryTable({ items, itemHref, caption }: ItemsProps) {
  return (
    <Table containerClassName="rounded-lg border border-border">
      <TableCaption className="sr-only">{caption}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead className="w-[32%]">Title</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Topics</TableHead>
          <TableHead>Author</TableHead>
          <TableHead>Reviewers</TableHead>
          <TableHead>Updated</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((item) => (
          <TableRow key={item.id} data-needs-re-review={item.needsReReview || undefined}>
            <TableCell>
              <div className="flex flex-col items-start gap-1.5">
                <ScreenLink to={itemHref(item.id)} className={linkClasses}>
                  {item.title}
                </ScreenLink>
                {item.needsReReview ? <ReReviewBadge /> : null}
              </div>
            </TableCell>
            <TableCell>
              <StatusBadge item={item} />
            </TableCell>
            <TableCell>
              <Topics topics={item.topics} />
            </TableCell>
            <TableCell>
              <Author item={item} />
            </TableCell>
            <TableCell>
              <Reviewers item={item} />
            </TableCell>
            <TableCell>
              <Updated iso={item.updatedAt} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Below 1024 px: one card per item, with the same facts as the table's row. */
export function ContentLibraryCards({ items, itemHref, caption }: ItemsProps) {
  return (
    <ul aria-label={caption} className="flex flex-col gap-3">
      {items.map((item) => (
        <li key={item.id}>
          <Card
            variant="outline"
            className="gap-3 py-4"
            data-needs-re-review={item.needsReReview || undefined}
          >
            <CardHeader className="gap-2 px-4">
              <CardTitle asChild className="text-base">
                <h2>
                  <ScreenLink to={itemHref(item.id)} className={linkClasses}>
                    {item.title}
                  </ScreenLink>
                </h2>
              </CardTitle>
              <div className="flex flex-wrap items-center gap-2">
                <StatusBadge item={item} />
                {item.needsReReview ? <ReReviewBadge /> : null}
              </div>
            </CardHeader>
            <CardContent className="px-4">
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                <dt className="text-muted-foreground">Topics</dt>
                <dd>
                  <Topics topics={item.topics} />
                </dd>
                <dt className="text-muted-foreground">Author</dt>
                <dd>
                  <Author item={item} />
                </dd>
                <dt className="text-muted-foreground">Reviewers</dt>
                <dd>
                  <Reviewers item={item} />
                </dd>
                <dt className="text-muted-foreground">Updated</dt>
                <dd>
                  <Updated iso={item.updatedAt} />
                </dd>
              </dl>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** The list's shape while it loads: rows from 1024 px, cards below. */
export function ContentLibrarySkeleton({ rows = 5 }: { rows?: number }) {
  const keys = Array.from({ length: rows }, (_, index) => index);
  return (
    <div role="status" aria-busy="true" aria-label="Loading the items" className="flex flex-col gap-3">
      <div className="hidden flex-col gap-0 rounded-lg border border-border lg:flex">
        <Skeleton shape="text" className="m-3 w-1/3" />
        {keys.map((key) => (
          <div key={key} className="flex items-center gap-6 border-t border-border px-3 py-4">
            <Skeleton shape="text" className="w-[30%]" />
            <Skeleton shape="text" className="w-20" />
            <Skeleton shape="text" className="w-32" />
            <Skeleton shape="text" className="w-24" />
            <Skeleton shape="text" className="w-24" />
            <Skeleton shape="text" className="w-20" />
          </div>
        ))}
      </div>
      <div className="flex flex-col gap-3 lg:hidden">
        {keys.slice(0, 3).map((key) => (
          <div key={key} className="flex flex-col gap-3 rounded-xl border border-border p-4">
            <Skeleton shape="text" className="h-5 w-3/4" />
            <Skeleton shape="text" className="w-20" />
            <Skeleton shape="text" className="w-2/3" />
            <Skeleton shape="text" className="w-1/2" />
          </div>
        ))}
      </div>
    </div>
  );
}

/** The caption of a label's list ('Published items'). */
export function listCaption(labelName: string, label: ContentLabel): string {
  return label === "draft" ? "Drafts" : `${labelName} items`;
}
