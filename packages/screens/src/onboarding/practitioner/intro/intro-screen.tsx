import { Carousel, CarouselPage } from "@pkg/ui";
import { LockKeyhole, Scale, ShieldCheck, SlidersHorizontal, Sparkles, UserRoundCheck } from "lucide-react";
import * as React from "react";

import { useProductName } from "../../../environment";
import { PractitionerOnboardingPage } from "../shared";

/** The five info pages after the welcome (spec section 2 "Practitioner intro carousel"). */
export const PRACTITIONER_INFO_PAGES = [
  {
    title: "Your Account is Secure!",
    text: "Your account is protected with encryption and role-based access, so only the people you allow can see what they need.",
    icon: LockKeyhole,
  },
  {
    title: "HIPAA-Compliant!",
    text: "Your clients' health information is safeguarded as HIPAA requires, in storage and in transit.",
    icon: ShieldCheck,
  },
  {
    title: "Your Content is Yours!",
    text: "What you create stays yours. Your storefront activity and commissions are tracked privately for you alone.",
    icon: Sparkles,
  },
  {
    title: "We Don't Share Your Data!",
    text: "Nothing about you or your clients goes to third parties without consent, unless the law requires it.",
    icon: UserRoundCheck,
  },
  {
    title: "You're in control!",
    text: "Update or delete your information at any time, and ask our support team whenever you need help.",
    icon: SlidersHorizontal,
  },
] as const;

/** The welcome page and the five info pages. */
export const PRACTITIONER_INTRO_PAGES = PRACTITIONER_INFO_PAGES.length + 1;

export type PractitionerIntroScreenProps = {
  /** 0 is the welcome, 1 to 5 the info pages (controlled). */
  page: number;
  onPageChange: (page: number) => void;
  /** One press past the last page (the app goes on to /select-type). */
  onFinish: () => void;
  onLogoClick?: () => void;
  onSignOut?: () => void;
};

/**
 * The practitioner intro (`/welcome/practitioner`): a welcome with 'Get started', then five pages
 * on security and privacy, each with Continue. The new page's heading takes the focus.
 */
export function PractitionerIntroScreen({
  page,
  onPageChange,
  onFinish,
  onLogoClick,
  onSignOut,
}: PractitionerIntroScreenProps) {
  const productName = useProductName();
  // The new page's heading takes the focus. A page's content mounts just after the page
  // changes, so the focus waits for the heading's ref when it is not there yet.
  const headings = React.useRef<(HTMLHeadingElement | null)[]>([]);
  const pendingFocus = React.useRef<number | null>(null);
  const shown = React.useRef(page);
  React.useEffect(() => {
    // Only a change of page moves the focus, never the first render.
    if (shown.current === page) return;
    shown.current = page;
    const heading = headings.current[page];
    if (heading?.isConnected) heading.focus();
    else pendingFocus.current = page;
  }, [page]);
  const headingRef = React.useCallback((node: HTMLHeadingElement) => {
    const index = Number(node.dataset.page);
    headings.current[index] = node;
    if (pendingFocus.current === index) {
      pendingFocus.current = null;
      node.focus();
    }
    return () => {
      headings.current[index] = null;
    };
  }, []);

  return (
    <PractitionerOnboardingPage
      step={0}
      onLogoClick={onLogoClick}
      onSignOut={onSignOut}
      className="max-w-2xl"
    >
      <Carousel
        aria-label={`Welcome to ${productName}`}
        page={page}
        onPageChange={onPageChange}
        onFinish={onFinish}
        continueLabel={(current) => (current === 0 ? "Get started" : "Continue")}
      >
        <CarouselPage className="items-start gap-5 py-4">
          <span
            aria-hidden
            className="inline-flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary"
          >
            <Scale className="size-7" />
          </span>
          <h1
            ref={headingRef}
            data-page={0}
            tabIndex={-1}
            className="text-display font-semibold tracking-tight text-balance outline-none"
          >
            Welcome to {productName}, your AI-powered assistant for functional and holistic practice
          </h1>
          <p className="text-muted-foreground">
            Let&apos;s get to know your specialty so we can tailor your dashboard and content
          </p>
        </CarouselPage>
        {PRACTITIONER_INFO_PAGES.map(({ title, text, icon: Icon }, index) => (
          <CarouselPage key={title} className="items-start gap-5 py-4">
            <span
              aria-hidden
              className="inline-flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary"
            >
              <Icon className="size-7" />
            </span>
            <h1
              ref={headingRef}
              data-page={index + 1}
              tabIndex={-1}
              className="text-display font-semibold tracking-tight text-balance outline-none"
            >
              {title}
            </h1>
            <p className="text-muted-foreground">{text}</p>
          </CarouselPage>
        ))}
      </Carousel>
    </PractitionerOnboardingPage>
  );
}
