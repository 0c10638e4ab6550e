import { z } from "zod";

/**
 * The fixed list of content topics. The eleven Menopause Rating Scale symptoms come first, in the
 * scale's order, so a check-in's worst items map straight onto topics.
 */
export const CONTENT_TOPICS = [
  { slug: "hot-flushes-and-sweating", label: "Hot flushes and sweating" },
  { slug: "heart-discomfort", label: "Heart discomfort" },
  { slug: "sleep-problems", label: "Sleep problems" },
  { slug: "joint-and-muscle-discomfort", label: "Joint and muscle discomfort" },
  { slug: "depressive-mood", label: "Depressive mood" },
  { slug: "irritability", label: "Irritability" },
  { slug: "anxiety", label: "Anxiety" },
  { slug: "physical-and-mental-exhaustion", label: "Physical and mental exhaustion" },
  { slug: "sexual-problems", label: "Sexual problems" },
  { slug: "bladder-problems", label: "Bladder problems" },
  { slug: "vaginal-dryness", label: "Vaginal dryness" },
  { slug: "hormone-therapy", label: "Hormone therapy" },
  { slug: "non-hormonal-treatments", label: "Non-hormonal treatments" },
  { slug: "brain-fog", label: "Brain fog" },
  { slug: "bone-health", label: "Bone health" },
  { slug: "heart-health", label: "Heart health" },
  { slug: "weight-and-metabolism", label: "Weight and metabolism" },
  { slug: "blood-sugar-and-insulin", label: "Blood sugar and insulin" },
  { slug: "perimenopause-and-cycle-changes", label: "Perimenopause and cycle changes" },
  { slug: "early-and-premature-menopause", label: "Early and premature menopause" },
  { slug: "contraception", label: "Contraception" },
  { slug: "exercise", label: "Exercise" },
  { slug: "nutrition", label: "Nutrition" },
  { slug: "supplements-and-herbal-remedies", label: "Supplements and herbal remedies" },
  { slug: "libido-and-sex", label: "Libido and sex" },
  { slug: "skin-and-hair", label: "Skin and hair" },
  { slug: "when-to-see-a-doctor", label: "When to see a doctor" },
  // The scale's name is a proper noun, so it keeps its capitals.
  { slug: "menopause-rating-scale", label: "Menopause Rating Scale" },
  { slug: "diagnosis-and-testing", label: "Diagnosis and testing" },
] as const satisfies readonly { slug: string; label: string }[];

export type ContentTopic = (typeof CONTENT_TOPICS)[number]["slug"];

export const CONTENT_TOPIC_SLUGS = CONTENT_TOPICS.map((topic) => topic.slug) as [
  ContentTopic,
  ...ContentTopic[],
];

export const contentTopicSchema = z.enum(CONTENT_TOPIC_SLUGS);
