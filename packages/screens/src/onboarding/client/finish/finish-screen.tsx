import { ScreenLink } from "../../../environment";
import { CLIENT_ONBOARDING_STEPS, ClientOnboardingPage, type ClientOnboardingHeaderProps } from "../shared";
import heartImage from "./images/heart.svg";
import sproutImage from "./images/sprout.svg";
import sunriseImage from "./images/sunrise.svg";
import { SubmitFailure, SubmittingNotice } from "../../shared";

/** The client finish step redirects home after this many seconds (spec section 9). */
export const FINISH_REDIRECT_SECONDS = 5;

export type FinishStatus = "submitting" | "success" | "failure";

export type FinishScreenProps = Pick<ClientOnboardingHeaderProps, "stepHeader"> & {
  status: FinishStatus;
  /** Seconds until the redirect, counted down by the caller while `status` is success. */
  secondsLeft?: number;
  /** The client's home route, where the redirect and 'Go to my dashboard now' lead. */
  homeHref: string;
  /** The failure's message. */
  apiError?: string | null;
  /** Failure: send the answers again. */
  onRetry: () => void;
  /** Failure: back to the summary, the answers kept. */
  onBack: () => void;
};

const images = [
  { src: sunriseImage, alt: "A sun rising over green hills" },
  { src: sproutImage, alt: "A young plant growing in a pot" },
  { src: heartImage, alt: "Two hands holding a heart" },
];

/**
 * Finish (`/finish`): the answers are submitted; on success a thank-you with three images and a
 * visible countdown to the dashboard, with a link to go at once; on failure the answers are kept
 * and can be sent again.
 */
export function FinishScreen({
  status,
  secondsLeft = FINISH_REDIRECT_SECONDS,
  homeHref,
  apiError,
  onRetry,
  onBack,
  stepHeader,
}: FinishScreenProps) {
  return (
    <ClientOnboardingPage
      step={CLIENT_ONBOARDING_STEPS}
      stepHeader={stepHeader}
      className="items-center text-center"
    >
      {status === "submitting" ? (
        <SubmittingNotice>Creating your personalized dashboard…</SubmittingNotice>
      ) : null}

      {status === "success" ? (
        <>
          <div className="flex max-w-xl flex-col gap-3">
            <h1 className="text-display font-semibold tracking-tight text-balance">
              Thank you for sharing your story
            </h1>
            <p className="text-base text-muted-foreground">
              Your answers are saved and your personalized dashboard is ready. We will use them to tailor your
              insights, your plan and the answers you get here.
            </p>
          </div>
          <ul className="grid w-full grid-cols-1 gap-4 sm:grid-cols-3">
            {images.map((image) => (
              <li key={image.src}>
                <img
                  src={image.src}
                  alt={image.alt}
                  width={160}
                  height={120}
                  className="mx-auto h-auto w-full max-w-48 rounded-lg"
                />
              </li>
            ))}
          </ul>
          <p className="text-base font-medium" aria-live="off">
            Taking you to your dashboard in {secondsLeft} {secondsLeft === 1 ? "second" : "seconds"}
          </p>
          <ScreenLink
            to={homeHref}
            className="rounded-md text-base font-semibold text-primary underline underline-offset-4 outline-none focus-visible:ring-3 focus-visible:ring-ring/60"
          >
            Go to my dashboard now
          </ScreenLink>
        </>
      ) : null}

      {status === "failure" ? (
        <SubmitFailure
          heading={
            <h1 className="text-display font-semibold tracking-tight text-balance">
              We couldn&apos;t create your dashboard
            </h1>
          }
          apiError={apiError}
          kept="Your answers are kept. You can try again now."
          backLabel="Back to summary"
          onBack={onBack}
          onRetry={onRetry}
        />
      ) : null}
    </ClientOnboardingPage>
  );
}
