/**
 * What a question asks, recognised from its words: "what helps", "how long", "is it safe"… Each
 * intent has cues that say a passage answers it: words of its heading ("Treatment options",
 * "How long do they last?") and words of its sentences ("can help", "years").
 */
import { lightStem } from "./lexicon";

export const INTENTS = [
  "what-is",
  "why",
  "what-helps",
  "is-it-safe",
  "how-long",
  "see-someone",
  "number-meaning",
  "can-i-stop",
  "how-to-tell",
] as const;
export type Intent = (typeof INTENTS)[number];

/** Patterns on the question's normalised text (lower case, single spaces, apostrophes dropped). */
const INTENT_PATTERNS: Record<Intent, RegExp[]> = {
  "how-long": [
    /\bhow long\b/,
    /\bhow many (years|months)\b/,
    /\b(ever|finally) (end|stop|go away|pass|settle|ease)\b/,
    /\bwhen (will|does|do|did|should) (it|this|they|these|the \w+|my \w+) (all )?(end|stop|go away|finish|settle|ease|calm)\b/,
    /\b(go|goes) away\b/,
    /\bis there an end\b/,
    /\b(end|stop) in sight\b/,
    /\blast(s)? (for )?(years|ages|forever|long)\b/,
    /\bforever\b/,
    /\bduration\b/,
    /\bhow soon\b/,
    /\bhow quickly\b/,
    /\btake to work\b/,
    /\bstart working\b/,
    /\bkick in\b/,
  ],
  "what-helps": [
    /\bwhat (can|could|should|do) (i|we|you|she|people) (do|take|try|use)\b/,
    /\bwhat (helps|works|can help|could help|might help|will help|would help|to do)\b/,
    /\b(anything|something) (that )?(to )?(helps?|works?|i can do|to help|for)\b/,
    /\bhelp(s)? (with|for|me|her)\b/,
    /\bhow (can|do|could|should) (i|you|we|she) (help|stop|manage|cope|deal|ease|reduce|improve|fix|treat|get rid|handle|prevent|protect|lower|beat|sleep|lose)\b/,
    /\b(treat|treatment|treatments|treating|options|option|remedy|remedies|relief|relieve|cure|cures|fix|fixes|fixed|tips|manage|managing|cope|coping|get rid|ease|easing|prevent|prevents|protect|reduce|improve|lower|sort out|sorts out)\b/,
    /\b(stop|stops|keep|keeps) (it|them|this|these) (from )?(coming|happening|getting)\b/,
    /\b(anything|something) (that |which )?(actually |really )?(works|helps|stops|fixes)\b/,
    /\bworth (trying|taking|a try)\b/,
    /\bshould i (take|try|use|start|be taking)\b/,
    /\b(does|do|will|would|can) (it|they|this|that|hrt|\w+) (help|work)\b/,
  ],
  "is-it-safe": [
    /\bsafe(ly|r|st|ty)?\b/,
    /\bunsafe\b/,
    /\b(risk|risks|risky|dangerous|danger|harmful|harm)\b/,
    /\bside effects?\b/,
    /\b(cause|causes|give me|increase|increases|raise|raises) (breast |womb |)?cancer\b/,
    /\bcan i (still )?(take|have|use|go on|be on)\b/,
    /\b(allowed|okay|ok|fine) (to|for me to) (take|have|use)\b/,
    /\bshould i (be )?(worried|worry|avoid)\b/,
    /\bwho (should not|shouldnt|cant|cannot|can not) (take|have|use)\b/,
    /\bbad for (me|you)\b/,
  ],
  "see-someone": [
    /\b(see|seeing|call|ring|phone|visit|go to|contact|book) (a|my|the|your|an)? ?(doctor|gp|dr|clinician|physician|specialist|nurse|pcp|gyn\w*|ob\w*|pharmacist|menopause clinic)\b/,
    /\bshould i (see|go to|call|get (this|it|that|them) (checked|looked at)|be seen|worry|be worried|be concerned)\b/,
    /\bget (it|this|that|them|myself) (checked|looked at|seen)\b/,
    /\bwhen (should|do) (i|you) (see|go|seek|worry|call)\b/,
    /\b(worried|worrying|concerned|is this serious|something serious|something wrong)\b/,
    /\b(urgent|emergency|a and e|er)\b/,
    /\bdo i need (to see|a doctor|an appointment|tests?)\b/,
  ],
  "number-meaning": [
    /\b\d+(\.\d+)? ?(mg ?\/? ?dl|mmol|%|iu|miu)(?=\W|$)/,
    /\bwhat (does|do) (my|a|an|this|the|these) .{0,40}(number|score|reading|level|result|value)s? mean\b/,
    /\bis (a |my )?(\w+ )?\d+(\.\d+)? (high|low|normal|bad|good|ok|okay|too high|too low)\b/,
    /\b(normal|target|healthy) (range|level|reading)s?\b/,
    /\b(score|scored|reading|readings|result|results) (of|was|is|came back)\b/,
    /\bin range\b/,
  ],
  "can-i-stop": [
    /\b(stop|stopping|quit|quitting|come off|coming off|get off|wean|taper)\b/,
    /\bdo i still need\b/,
    /\bhow long (do|should|can|will) (i|you) (keep|stay|be on|carry on|continue|take|use)\b/,
    /\bwhen can i (stop|give up|drop)\b/,
  ],
  why: [
    /\bwhy\b/,
    /\bwhat (causes|caused|is causing|makes|triggers)\b/,
    /\b(caused by|related to|linked to|connected to|to do with)\b/,
    /\bis (it|this|that) (the )?(menopause|perimenopause|peri|hormones?|normal|hormonal)\b/,
    /\b(could|can|does|do|is) (it|this|that|the menopause|menopause|perimenopause|peri|hormones?) (be )?(cause|causing|make|making|be)\b/,
    /\bis this (normal|common|a symptom|a sign|part of)\b/,
    /\b(is|are) .{0,30}(a symptom|symptoms|a sign|signs) of\b/,
  ],
  "how-to-tell": [
    /\bhow (do|can|will|would) (i|you|we) (know|tell|find out|be sure)\b/,
    /\bam i (in|going through|starting|on|menopausal|perimenopausal)\b/,
    /\b(test|tests|tested|testing|diagnose|diagnosed|diagnosis|check if|find out if)\b/,
    /\b(signs|sign) (of|that)\b/,
  ],
  "what-is": [
    /\bwhat (is|are|s) (a |an |the )?\w+/,
    /\bwhat does .{1,40} mean\b/,
    /\b(explain|meaning of|definition)\b/,
    /\bwhats the difference\b|\bwhat is the difference\b|\bdifference between\b/,
  ],
};

/** Words of a heading or sentence that say it answers the intent (compared by `lightStem`). */
const INTENT_CUES: Record<Intent, { heading: string[]; sentence: string[] }> = {
  "how-long": {
    heading: ["how long", "last", "duration", "timeline", "when will", "end", "years", "stop"],
    sentence: [
      "year",
      "years",
      "month",
      "months",
      "last",
      "average",
      "longer",
      "decade",
      "week",
      "weeks",
      "go on",
    ],
  },
  "what-helps": {
    heading: [
      "help",
      "helps",
      "what helps",
      "treatment",
      "treatments",
      "treat",
      "option",
      "options",
      "manage",
      "managing",
      "what you can do",
      "self help",
      "self-help",
      "lifestyle",
      "medicine",
      "medicines",
      "relief",
      "ease",
      "easing",
      "tip",
      "tips",
      "approach",
      "try",
      "things to try",
      "what works",
      "works",
      "support",
      "reduce",
      "protect",
      "prevent",
      "improve",
      "therapy",
    ],
    sentence: [
      "help",
      "helps",
      "can help",
      "treatment",
      "ease",
      "reduce",
      "relieve",
      "improve",
      "try",
      "effective",
      "works",
      "option",
    ],
  },
  "is-it-safe": {
    heading: [
      "safe",
      "safety",
      "risk",
      "risks",
      "side effect",
      "side effects",
      "who should not",
      "caution",
      "cautions",
      "perspective",
      "cancer",
      "clot",
      "concern",
      "concerns",
      "not suitable",
      "avoid",
    ],
    sentence: [
      "risk",
      "safe",
      "safety",
      "side effect",
      "increase",
      "small",
      "lower",
      "higher",
      "not suitable",
      "avoid",
    ],
  },
  "see-someone": {
    heading: [
      "when to see",
      "see a",
      "see your",
      "doctor",
      "gp",
      "clinician",
      "seek",
      "get help",
      "urgent",
      "urgently",
      "appointment",
      "get checked",
      "red flag",
      "when to",
    ],
    sentence: [
      "see",
      "clinician",
      "doctor",
      "gp",
      "urgent",
      "promptly",
      "straight away",
      "same day",
      "appointment",
    ],
  },
  "number-meaning": {
    heading: [
      "number",
      "numbers",
      "range",
      "ranges",
      "mean",
      "means",
      "result",
      "results",
      "level",
      "levels",
      "score",
      "scores",
      "reading",
      "band",
      "bands",
      "target",
      "targets",
    ],
    sentence: ["mg", "mmol", "range", "between", "below", "above", "score", "level", "means"],
  },
  "can-i-stop": {
    heading: [
      "stop",
      "stopping",
      "coming off",
      "come off",
      "how long",
      "keep using",
      "when to stop",
      "duration",
    ],
    sentence: ["stop", "stopping", "gradually", "reduce", "taper", "keep", "until"],
  },
  why: {
    heading: [
      "why",
      "cause",
      "causes",
      "what happens",
      "what is happening",
      "reason",
      "link",
      "hormones",
      "behind",
    ],
    sentence: [
      "because",
      "cause",
      "causes",
      "due",
      "fall",
      "falling",
      "drop",
      "estrogen",
      "hormone",
      "linked",
    ],
  },
  "how-to-tell": {
    heading: [
      "diagnos",
      "diagnosis",
      "test",
      "tests",
      "testing",
      "tell",
      "know",
      "sign",
      "signs",
      "how is",
      "confirm",
    ],
    sentence: ["diagnos", "test", "blood test", "based on", "symptoms", "age", "fsh"],
  },
  "what-is": {
    heading: [
      "what is",
      "what are",
      "about",
      "understanding",
      "explained",
      "overview",
      "what it is",
      "basics",
      "what happens",
    ],
    sentence: ["is a", "are", "means", "is when", "is the"],
  },
};

/**
 * What a sentence that answers the intent says, as patterns on its text: a "how long" answer
 * has a duration ("a few years", "three to six months"), a number answer a number with a unit, a
 * "see someone" answer who to see and how soon. Stronger than single cue words.
 */
const DURATION = String.raw`(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve|a few|few|several|many)(\s+(to|or)\s+(\d+|\w+))?\s+(years?|months?|weeks?|days?|decades?)`;
const INTENT_EVIDENCE: Partial<Record<Intent, RegExp[]>> = {
  "how-long": [
    new RegExp(`\\b${DURATION}\\b`, "i"),
    /\b(go on|carry on|last|lasts|lasting) for\b/i,
    /\bhow long\b/i,
    /\b(on average|for most people|settle|settles|fade|fades|ease off|eases)\b/i,
  ],
  "can-i-stop": [/\b(stop|stopping|come off|coming off)\b/i, /\buntil\b/i, /\bat \d{2}\b/],
  "number-meaning": [
    /\b\d+(\.\d+)?\s*(mg\/dl|mmol\/l|mmol|%|iu\/l)/i,
    /\b(between|below|above|or more|or higher|or lower|or less)\b.*\d/i,
    /\b\d+\s*(to|–|-)\s*\d+\b/,
  ],
  "see-someone": [
    /\b(see|call|contact|phone|ring|talk to|speak to|ask)\s+(a|your|the|an)?\s*(clinician|doctor|gp|nurse|pharmacist|specialist|midwife|practitioner)\b/i,
    /\b(urgent|urgently|promptly|same day|straight away|right away|emergency|999|911|112)\b/i,
  ],
  "is-it-safe": [
    /\b(risk|risks|safe|safely|safety|side effects?)\b/i,
    /\b(per|in|out of) (100|1,000|1000|10,000)\b/i,
  ],
  "what-helps": [
    /\b(can help|may help|helps|help with|ease|eases|relieve|reduce|reduces|improve|improves)\b/i,
  ],
};

/** Whether a sentence's text says what answers the intent (`INTENT_EVIDENCE`). */
export function answersIntentText(intent: Intent, sentence: string): boolean {
  return (INTENT_EVIDENCE[intent] ?? []).some((pattern) => pattern.test(sentence));
}

/** The question's text as the patterns read it. */
export function normaliseForIntents(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/'/g, "")
    .replace(/[^\p{L}\p{N}%./\s]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The intents the question names, in order of how specific they are (the first is the main one). */
export function intentsOf(text: string): Intent[] {
  const normal = normaliseForIntents(text);
  const found = INTENTS.filter((intent) => INTENT_PATTERNS[intent].some((pattern) => pattern.test(normal)));
  // The most specific first: "how long", "can I stop", "is it safe", "see someone", "a number"
  // before "what helps", "why" and the general "what is".
  const order: Intent[] = [
    "number-meaning",
    "can-i-stop",
    "how-long",
    "is-it-safe",
    "see-someone",
    "how-to-tell",
    "what-helps",
    "why",
    "what-is",
  ];
  return order.filter((intent) => found.includes(intent));
}

const cuePhrases = (phrases: readonly string[]) =>
  phrases.map((phrase) => (phrase.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map(lightStem));

const HEADING_CUES = Object.fromEntries(
  INTENTS.map((intent) => [intent, cuePhrases(INTENT_CUES[intent].heading)]),
) as Record<Intent, string[][]>;
const SENTENCE_CUES = Object.fromEntries(
  INTENTS.map((intent) => [intent, cuePhrases(INTENT_CUES[intent].sentence)]),
) as Record<Intent, string[][]>;

/**
 * A text's light stems with where each occurs, so that many phrases are looked for quickly.
 */
export class TokenIndex {
  private readonly at = new Map<string, number[]>();

  constructor(readonly tokens: readonly string[]) {
    tokens.forEach((token, index) => {
      const list = this.at.get(token);
      if (list) list.push(index);
      else this.at.set(token, [index]);
    });
  }

  /** Whether the phrase (light stems; a part ending in `*` matches any token it begins) is here. */
  has(phrase: readonly string[]): boolean {
    const first = phrase[0];
    if (first === undefined) return false;
    if (first.endsWith("*")) return containsPhrase(this.tokens, phrase);
    const starts = this.at.get(first);
    if (!starts) return false;
    if (phrase.length === 1) return true;
    return starts.some((start) =>
      phrase.every((part, offset) => {
        const token = this.tokens[start + offset];
        if (token === undefined) return false;
        return part.endsWith("*") ? token.startsWith(part.slice(0, -1)) : token === part;
      }),
    );
  }

  /** Whether any of the phrases is here. */
  hasAny(phrases: readonly (readonly string[])[]): boolean {
    return phrases.some((phrase) => this.has(phrase));
  }
}

/**
 * Whether `tokens` (light stems, in order) contain `phrase` (light stems) in a row; a part
 * ending in `*` matches any token it begins.
 */
export function containsPhrase(tokens: readonly string[], phrase: readonly string[]): boolean {
  if (phrase.length === 0) return false;
  outer: for (let start = 0; start + phrase.length <= tokens.length; start += 1) {
    for (let offset = 0; offset < phrase.length; offset += 1) {
      const part = phrase[offset]!;
      const token = tokens[start + offset]!;
      if (part.endsWith("*") ? !token.startsWith(part.slice(0, -1)) : token !== part) continue outer;
    }
    return true;
  }
  return false;
}

/** Whether a heading's words (light stems) answer the intent. */
export function headingAnswers(intent: Intent, heading: TokenIndex): boolean {
  return heading.hasAny(HEADING_CUES[intent]);
}

/** How many of the intent's sentence cues a sentence's words (light stems) hold. */
export function sentenceCues(intent: Intent, sentence: TokenIndex): number {
  return SENTENCE_CUES[intent].filter((phrase) => sentence.has(phrase)).length;
}
