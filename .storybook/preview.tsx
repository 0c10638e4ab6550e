import "./preview.css";

import { withThemeByClassName } from "@storybook/addon-themes";
import type { Preview } from "@storybook/react-vite";
import { preloadMarkdownView } from "@pkg/ui";

/**
 * The widths designs are reviewed at (decisions): a phone, a tablet upright and on its side, a
 * laptop and a desktop. The layout bands they fall in: mobile below 768, tablet up to 1024,
 * laptop below 1280, desktop from 1280.
 */
export const viewportOptions = {
  mobile: { name: "Mobile (375)", styles: { width: "375px", height: "812px" }, type: "mobile" },
  tablet: { name: "Tablet (768)", styles: { width: "768px", height: "1024px" }, type: "tablet" },
  tabletLandscape: {
    name: "Tablet landscape (1024)",
    styles: { width: "1024px", height: "768px" },
    type: "tablet",
  },
  laptop: { name: "Laptop (1280)", styles: { width: "1280px", height: "800px" }, type: "desktop" },
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
    options: {
      // The sidebar follows the product: each flow's screens in the order a person meets them.
      // Its page of all the flow's screens side by side ("Flow") comes first. Anything not named
      // here follows its siblings alphabetically.
      storySort: {
        order: [
          "Introduction",
          "Tokens",
          "UI",
          "Screens",
          [
            "Auth",
            [
              "Flow",
              "Register",
              "LinkVerification",
              "Login",
              "LoginSecondFactor",
              "ForgotPassword",
              "NewPassword",
            ],
            "Onboarding",
            [
              "Client",
              [
                "Flow",
                "Welcome",
                "AboutYou",
                "WhatBringsYouHere",
                "Values",
                "Barriers",
                "Support",
                "PersonalityType",
                "ChooseTest",
                "Readiness",
                "Summary",
                "Finish",
              ],
              "Practitioner",
              [
                "Flow",
                "Intro",
                "PractitionerType",
                "FocusAreas",
                "AboutPractice",
                "SubscriptionPlan",
                "ProfileSetup",
                "InviteClients",
                "Finish",
              ],
            ],
            "App",
            ["Flow", "AppFrame", "SettingsScreen", "AdminScreen"],
          ],
        ],
      },
    },
  },
  // Markdown renders once its renderer has loaded (MarkdownView loads it on first use): stories
  // show the text itself, so their play functions and screenshots never meet the placeholder.
  // The placeholder and the plain-text fallback are checked by MarkdownView's unit tests.
  loaders: [() => preloadMarkdownView()],
  decorators: [
    withThemeByClassName({
      themes: { light: "", dark: "dark" },
      defaultTheme: "light",
    }),
  ],
};

export default preview;
