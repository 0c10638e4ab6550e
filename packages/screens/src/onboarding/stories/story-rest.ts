/**
 * Ends a story at rest before its screenshot (a story's `afterEach`): the focus ring a last click
 * leaves depends on whether the test browser's window has focus, which varies between runs, and
 * a field that just stopped being invalid is still fading its ring out. So focus is released and
 * every running transition is let finish.
 */
export async function restFocus(): Promise<void> {
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  // Transitions start at the next style update: let a frame pass before collecting them.
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  // Only transitions end; a spinner's animation runs for as long as it shows.
  const transitions = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
  await Promise.all(transitions.map((animation) => animation.finished.catch(() => undefined)));
  // And the paint that follows them.
  await new Promise((resolve) => setTimeout(resolve, 300));
}

/**
 * Presses a screen's Continue with the keyboard (focus, then Enter): a mouse press would leave
 * the pointer over the button, and its hover look in the screenshot would vary between runs.
 */
export async function pressContinue(
  canvas: { getByRole: (role: "button", options: { name: string }) => HTMLElement },
  keyboard: (text: string) => Promise<unknown>,
): Promise<void> {
  canvas.getByRole("button", { name: "Continue" }).focus();
  await keyboard("{Enter}");
}
