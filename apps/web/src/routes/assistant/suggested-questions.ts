import { CONTENT_TOPICS, type ContentTopic } from "@pkg/contracts";

/** One question a person might ask about each of the library's topics. */
const QUESTION_BY_TOPIC: Record<ContentTopic, string> = {
  "hot-flushes-and-sweating": "What helps with hot flushes?",
  "heart-discomfort": "Are heart palpitations normal during the menopause?",
  "sleep-problems": "How can I sleep better during the menopause?",
  "joint-and-muscle-discomfort": "Why do my joints ache in perimenopause?",
  "depressive-mood": "Can the menopause cause low mood?",
  irritability: "Why do I feel so irritable lately?",
  anxiety: "Can the menopause make me anxious?",
  "physical-and-mental-exhaustion": "Why am I so tired all the time?",
  "sexual-problems": "What can help with painful sex after the menopause?",
  "bladder-problems": "How can I stop bladder leaks?",
  "vaginal-dryness": "What helps with vaginal dryness?",
  "hormone-therapy": "What are the benefits and risks of HRT?",
  "non-hormonal-treatments": "Which treatments work without hormones?",
  "brain-fog": "Is brain fog part of the menopause?",
  "bone-health": "How can I keep my bones strong after the menopause?",
  "heart-health": "How does the menopause affect my heart?",
  "weight-and-metabolism": "Why is it harder to keep my weight steady now?",
  "blood-sugar-and-insulin": "Does the menopause change my blood sugar?",
  "perimenopause-and-cycle-changes": "How do periods change in perimenopause?",
  "early-and-premature-menopause": "What happens with an early menopause?",
  contraception: "Do I still need contraception in perimenopause?",
  exercise: "Which exercise helps most during the menopause?",
  nutrition: "What should I eat during the menopause?",
  "supplements-and-herbal-remedies": "Do herbal remedies help with menopause symptoms?",
  "libido-and-sex": "Why has my sex drive changed?",
  "skin-and-hair": "How does the menopause change my skin and hair?",
  "when-to-see-a-doctor": "When should I see a doctor about menopause symptoms?",
  "menopause-rating-scale": "What does my Menopause Rating Scale score mean?",
  "diagnosis-and-testing": "How is the menopause diagnosed?",
};

/** How many questions a new chat suggests. */
export const SUGGESTION_COUNT = 4;

/**
 * The questions a new chat suggests: `count` of the library's topics in a row, starting at a
 * different topic each day (`day` is a local `YYYY-MM-DD`), so the suggestions change over time
 * but stay the same through a day.
 */
export function suggestedQuestions(day: string, count = SUGGESTION_COUNT): string[] {
  const dayNumber = Math.floor(Date.parse(`${day}T00:00:00Z`) / 86_400_000);
  const start = Number.isFinite(dayNumber)
    ? ((dayNumber % CONTENT_TOPICS.length) + CONTENT_TOPICS.length) % CONTENT_TOPICS.length
    : 0;
  return Array.from(
    { length: Math.min(count, CONTENT_TOPICS.length) },
    (_, index) => QUESTION_BY_TOPIC[CONTENT_TOPICS[(start + index) % CONTENT_TOPICS.length]!.slug],
  );
}
