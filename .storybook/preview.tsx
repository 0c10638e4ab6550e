import "./preview.css";

import { withThemeByClassName } from "@storybook/addon-themes";
import type { Preview } from "@storybook/react-vite";

import { breakpoints } from "@pkg/ui";

/** The spec's layout bands: mobile < 768, tablet <= 1024, laptop < 1280, desktop. */
const viewportOptions = {
  mobile: { name: "Mobile (375)", styles: { width: "375px", height: "812px" }, type: "mobile" },
  tablet: {
    name: `Tablet (${breakpoints.tablet})`,
    styles: { width: `${breakpoints.tablet}px`, height: "1024px" },
    type: "tablet",
  },
  laptop: { name: "Laptop (1200)", styles: { width: "1200px", height: "800px" }, type: "desktop" },
  desktop: { name: "Desktop (1440)", styles: { width: "1440px", height: "900px" }, type: "desktop" },
} as const;

const preview: Preview = {
  tags: ["autodocs"],
  parameters: {
    layout: "padded",
    controls: {
      expanded: true,
      matchers: { color: /(background|color)$/i, date: /Date$/i },
    },
    viewport: { options: viewportOptions },
    a11y: {
      // Every story is checked with axe; a violation fails the story's test.
      test: "error",
    },
    docs: { toc: true },
  },
  decorators: [
    withThemeByClassName({
      themes: { light: "", dark: "dark" },
      defaultTheme: "light",
    }),
  ],
};

export default preview;
