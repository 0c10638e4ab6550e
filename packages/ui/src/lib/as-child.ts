/** The `asChild` prop of the parts built on a Radix primitive or `Slot`, described once for the docs. */
export type AsChildProps = {
  /**
   * Renders the single child element instead of this part's own element, giving it this part's
   * props, behaviour and styles (Radix `Slot`): a router link as a trigger, say.
   */
  asChild?: boolean;
};
