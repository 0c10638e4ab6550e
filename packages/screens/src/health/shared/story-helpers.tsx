import type { Decorator } from "@storybook/react-vite";

/** A health page's stories: the screen in the app's main area, its parts spaced as the shell spaces them. */
export const inPageMain: Decorator = (Story) => (
  <main className="flex flex-col gap-6">
    <Story />
  </main>
);

type Keyboard = (text: string) => Promise<unknown>;

/** Presses a button with the keyboard (a mouse press would leave its hover look in the screenshot). */
export async function press(button: HTMLElement, keyboard: Keyboard) {
  button.focus();
  await keyboard("{Enter}");
}
