import type { Meta, StoryObj } from "@storybook/react-vite";
import { Pencil } from "lucide-react";
import { expect, fn, userEvent } from "storybook/test";

import { Badge } from "../badge";
import { Button } from "../button";
import { IconButton } from "../icon-button";
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  type CardProps,
} from "./card";

type DemoProps = Pick<CardProps, "variant"> & {
  /** Called when the card's primary action is pressed. */
  onOpen?: () => void;
  /** Called when the edit control is pressed. */
  onEdit?: () => void;
};

function CardDemo({ variant, onOpen, onEdit }: DemoProps) {
  return (
    <Card variant={variant} className="max-w-sm">
      <CardHeader>
        <CardTitle>Personal info</CardTitle>
        <CardDescription>What you told us about yourself.</CardDescription>
        <CardAction>
          <IconButton aria-label="Edit personal info" onClick={onEdit}>
            <Pencil />
          </IconButton>
        </CardAction>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Age</dt>
          <dd>52</dd>
          <dt className="text-muted-foreground">ZIP</dt>
          <dd>94110</dd>
        </dl>
      </CardContent>
      <CardFooter>
        <Button size="sm" onClick={onOpen}>
          Open profile
        </Button>
      </CardFooter>
    </Card>
  );
}

const meta = {
  title: "UI/Card",
  component: CardDemo,
  subcomponents: { Card, CardHeader, CardTitle, CardDescription, CardAction, CardContent, CardFooter },
  args: {
    variant: "default",
    onOpen: fn(),
    onEdit: fn(),
  },
  argTypes: {
    variant: { control: "inline-radio", options: ["default", "outline", "elevated"] },
  },
} satisfies Meta<typeof CardDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Title (a heading), description, an action in the header, content and a footer. */
export const Playground: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("heading", { level: 3, name: "Personal info" })).toBeVisible();
    await expect(canvas.getByText("What you told us about yourself.")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Edit personal info" }));
    await expect(args.onEdit).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole("button", { name: "Open profile" }));
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
  },
};

export const Default: Story = {};
export const Outline: Story = { args: { variant: "outline" } };
export const Elevated: Story = { args: { variant: "elevated" } };

/** `asChild` on the card and its title: an `<article>` with an `<h2>`. */
export const AsArticle: Story = {
  render: () => (
    <Card asChild className="max-w-sm">
      <article aria-labelledby="hot-flush-title">
        <CardHeader>
          <CardTitle asChild>
            <h2 id="hot-flush-title">Cooling strategies for hot flushes</h2>
          </CardTitle>
          <CardDescription>Handout · 4 min read</CardDescription>
          <CardAction>
            <Badge variant="success">Published</Badge>
          </CardAction>
        </CardHeader>
        <CardContent>
          <p className="text-sm">
            Layered clothing, a cool bedroom and paced breathing can shorten an episode.
          </p>
        </CardContent>
      </article>
    </Card>
  ),
  play: async ({ canvas }) => {
    const article = canvas.getByRole("article", { name: "Cooling strategies for hot flushes" });
    await expect(article).toHaveAttribute("data-slot", "card");
    await expect(canvas.getByRole("heading", { level: 2 })).toHaveAttribute("data-slot", "card-title");
    await expect(canvas.getByText("Published")).toBeVisible();
  },
};

/** Content only: no header or footer. */
export const ContentOnly: Story = {
  render: () => (
    <Card className="max-w-sm">
      <CardContent>
        <p className="text-sm">You have no sessions booked this week.</p>
      </CardContent>
    </Card>
  ),
};

export const Dark: Story = {
  globals: { theme: "dark" },
};
