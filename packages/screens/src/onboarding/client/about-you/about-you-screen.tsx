import { ClientStepLayout, type ClientStepLayoutProps } from "../shared";
import { AboutYouFields, type AboutYouFieldsProps } from "./about-you-fields";

export type AboutYouScreenProps = Pick<
  ClientStepLayoutProps,
  "onBack" | "onContinue" | "onSkip" | "stepHeader"
> &
  AboutYouFieldsProps;

/** Step 1, About you (`/about-you`): 'Tell us a bit about you'. */
export function AboutYouScreen({ values, errors = {}, onChange, ...layout }: AboutYouScreenProps) {
  return (
    <ClientStepLayout
      step={1}
      title="Tell us a bit about you"
      description="This helps us tailor what you see. Fields marked * are required."
      {...layout}
    >
      <AboutYouFields values={values} errors={errors} onChange={onChange} />
    </ClientStepLayout>
  );
}
