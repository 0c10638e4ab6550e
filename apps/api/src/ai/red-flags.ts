/**
 * Red flags: symptoms in a question that need care before anything the library can say
 * (decisions.md, "AI assistant (second round)"). They are checked before retrieval, and a
 * red-flag answer begins with the rule's advice. The advice is conservative and follows the
 * public guidance the seed library cites (NICE NG23, NG12, NG128; ACOG; The Menopause Society);
 * the words are ours.
 *
 * Each rule fires on any of its patterns. A pattern is a regular expression, or a set of them
 * that must all be found in the question ("a headache" and "blurred vision"). A match right after
 * a plain negation in the same clause ("no chest pain", "I haven't had any bleeding after the
 * menopause") does not count; anything less clear counts, so a doubtful question gets the advice.
 */

export const RED_FLAG_IDS = [
  "chest-pain",
  "stroke-signs",
  "heavy-bleeding",
  "self-harm",
  "blood-clot",
  "severe-headache-vision",
  "postmenopausal-bleeding",
  "breast-lump",
] as const;
export type RedFlagId = (typeof RED_FLAG_IDS)[number];

/**
 * Each rule in a few words, as a practitioner's alert names it (never the person's question).
 * Typed by the ids, so a new rule cannot go without its words.
 */
export const RED_FLAG_WORDS: Readonly<Record<RedFlagId, string>> = {
  "chest-pain": "chest pain",
  "stroke-signs": "signs of a stroke",
  "heavy-bleeding": "heavy bleeding",
  "self-harm": "thoughts of self-harm",
  "blood-clot": "signs of a blood clot",
  "severe-headache-vision": "a severe headache with changes in vision",
  "postmenopausal-bleeding": "bleeding after menopause",
  "breast-lump": "a breast lump",
};

/** The words for a stored rule id; an id no longer known reads as "a red flag". */
export function redFlagWords(id: string): string {
  return (RED_FLAG_WORDS as Record<string, string>)[id] ?? "a red flag";
}

/** How soon to act: call an emergency number now, or see a clinician soon. */
export type RedFlagUrgency = "emergency" | "soon";

export type RedFlagAdvice = { title: string; body: string };

/** A pattern: one expression, or expressions that must all be found. */
export type RedFlagPattern = RegExp | { all: readonly RegExp[] };

export type RedFlagRule = {
  id: RedFlagId;
  urgency: RedFlagUrgency;
  patterns: readonly RedFlagPattern[];
  advice: RedFlagAdvice;
};

const EMERGENCY_NUMBERS = "911 in the US, 999 in the UK, or your local emergency number";

/** Up to three words between two parts of a phrase ("pain *right in the middle of my* chest"). */
const GAP = String.raw`(?:\s+\S+){0,3}?\s+`;
const rx = (source: string) => new RegExp(source, "i");

/** Words for pain or discomfort, in their common forms. */
const PAIN = String.raw`(?:pain|pains|painful|hurts?|hurting|aches?|aching|sore|tender|tight|tightness|pressure|heavy|heaviness|squeez\w*|crushing|discomfort)`;
const SWELLING = String.raw`(?:swollen|swelling|swells?|swelled|puffy|puffed\s+up)`;
const CALF = String.raw`(?:calf|calves|leg|legs|thigh|thighs)`;
const BREATHLESS = String.raw`(?:short(?:ness)?\s+of\s+breath|breathless(?:ness)?|out\s+of\s+breath)`;
const HEADACHE = String.raw`(?:headaches?|head\s*aches?|migraines?|head\s+(?:pain|hurts?|is\s+pounding))`;
const VISION_CHANGE = String.raw`(?:(?:blurr?\w*|blurry|double|dim|dimmed|patchy|tunnel)\s+vision|vision\b${GAP}(?:blurr\w*|blurry|changes?|changed|going|went|gone|lost|loss|dark\w*|dim\w*|double|strange|weird|funny|problems?|disturbances?)|(?:lost|losing|loss\s+of|lose)\s+(?:my\s+|the\s+|some\s+|part\s+of\s+my\s+)?(?:vision|sight|eyesight)|(?:seeing|see|saw)\s+(?:double|spots|zig-?zags?|stars|flashing\s+lights)|flashing\s+lights|can'?t\s+see\s+(?:properly|clearly|straight|out\s+of))`;

export const RED_FLAG_RULES: readonly RedFlagRule[] = [
  {
    id: "chest-pain",
    urgency: "emergency",
    patterns: [
      rx(String.raw`\bchest\s+(?:is\s+|feels?\s+|felt\s+)?${PAIN}`),
      rx(
        String.raw`\b${PAIN}\s+(?:in|on|across|around|behind|through)${GAP}?(?:my|the|her|his)\s+(?:\w+\s+)?chest\b`,
      ),
      rx(String.raw`\b(?:having|had|have)\s+a\s+heart\s+attack\b`),
    ],
    advice: {
      title: "Chest pain or pressure: call for help now",
      body:
        `Chest pain, pressure or tightness can be a heart attack. Call ${EMERGENCY_NUMBERS} now, ` +
        "especially if it spreads to your arm, neck, jaw or back, or comes with sweating, feeling sick or " +
        "breathlessness. Do not drive yourself, and do not wait to see if it passes.",
    },
  },
  {
    id: "stroke-signs",
    urgency: "emergency",
    patterns: [
      rx(String.raw`\b(?:face|mouth|smile)${GAP}(?:droop\w*|dropp\w*|dropped|lopsided)\b`),
      rx(String.raw`\b(?:droop\w*|lopsided)\s+(?:face|mouth|smile)\b`),
      rx(String.raw`\bone\s+side\s+of\s+(?:my|the|her|his)\s+(?:face|body|mouth)\b`),
      rx(
        String.raw`\b(?:arm|arms)\b${GAP}(?:weak\w*|(?:went|go|goes|going|gone)\s+(?:dead|limp|floppy)|limp|floppy|won'?t\s+(?:move|lift))`,
      ),
      rx(
        String.raw`\b(?:weak\w*|numb\w*)\s+(?:in|on|down)\s+(?:my|one|the|her|his)\s+(?:\w+\s+)?(?:arm|arms|hand|side|leg)\b`,
      ),
      rx(
        String.raw`\b(?:can'?t|cannot|can\s+not|couldn'?t|unable\s+to)\s+(?:lift|raise|move)\s+(?:my|one|her|his|the)\s+(?:\w+\s+)?arm\b`,
      ),
      rx(String.raw`\bslurr(?:ed|ing|s)\b`),
      rx(String.raw`\b(?:garbled|jumbled|confused)\s+(?:speech|words)\b`),
      rx(
        String.raw`\bspeech\s+(?:is\s+|was\s+|went\s+|became\s+|sounds?\s+|sounded\s+|got\s+)(?:slurred|garbled|jumbled|strange|weird|funny|wrong)`,
      ),
      rx(
        String.raw`\b(?:can'?t|cannot|can\s+not|couldn'?t|unable\s+to)\s+(?:speak|talk)\s+(?:properly|clearly|normally|right)\b`,
      ),
      rx(String.raw`\b(?:can'?t|cannot|can\s+not|couldn'?t|unable\s+to)\s+get\s+(?:my|the)\s+words\s+out\b`),
      rx(String.raw`\bsudden(?:ly)?\s+(?:can'?t|cannot|couldn'?t|unable\s+to)\s+(?:speak|talk)\b`),
      rx(String.raw`\b(?:having|had|have)\s+a\s+(?:mini[- ]?)?stroke\b`),
    ],
    advice: {
      title: "Signs of a stroke: call for help now",
      body:
        `These can be signs of a stroke. Call ${EMERGENCY_NUMBERS} now. Think FAST: Face drooping, ` +
        "Arm weakness, Speech difficulty, Time to call. Note the time the symptoms started, and call even if " +
        "they go away.",
    },
  },
  {
    id: "heavy-bleeding",
    urgency: "emergency",
    patterns: [
      rx(
        String.raw`\bsoak(?:s|ed|ing)?\s+(?:through\s+)?(?:a|one|my|the|two|several|\d+)?\s*(?:(?:super|night|maxi|large)\s+)?(?:pads?|tampons?|sanitary\s+\w+)\b`,
      ),
      rx(
        String.raw`\b(?:pads?|tampons?)\b${GAP}?(?:every|each|an|per|in\s+an|within\s+an?)\s+(?:hour|half[- ]hour|30\s+minutes)`,
      ),
      rx(
        String.raw`\bbleed(?:ing)?\s+through\s+(?:my\s+|the\s+)?(?:clothes|clothing|trousers|pants|jeans|sheets|bedding|pads?)\b`,
      ),
      rx(String.raw`\b(?:haemorrhag|hemorrhag)\w*`),
      rx(
        String.raw`\b(?:bleeding|blood)\s+(?:that\s+)?(?:won'?t|will\s+not|doesn'?t|does\s+not|isn'?t\s+going\s+to)\s+stop\b`,
      ),
      rx(String.raw`\b(?:can'?t|cannot|couldn'?t)\s+stop\s+(?:the\s+)?bleeding\b`),
      rx(String.raw`\b(?:very|extremely|really|dangerously|so)\s+heavy\s+bleeding\b`),
      {
        all: [
          rx(
            String.raw`\b(?:heavy|heavily|lots\s+of|so\s+much|a\s+lot\s+of)\s+(?:bleeding|blood|period|flow)|\bbleeding\s+(?:heavily|a\s+lot)`,
          ),
          rx(
            String.raw`\b(?:dizzy|dizziness|faint\w*|light-?headed|passed\s+out|pass\s+out|blacking\s+out)\b`,
          ),
        ],
      },
    ],
    advice: {
      title: "Very heavy bleeding: get help now",
      body:
        "Bleeding that soaks through a pad or tampon in an hour or less, or that comes with dizziness, fainting or " +
        `breathlessness, needs urgent care. Call ${EMERGENCY_NUMBERS}, or go to an emergency department now. ` +
        "If the bleeding is heavy but you feel well, contact your doctor or an urgent care service today.",
    },
  },
  {
    id: "self-harm",
    urgency: "emergency",
    patterns: [
      rx(String.raw`\bsuicid\w*`),
      rx(String.raw`\bself[- ]?harm\w*`),
      rx(String.raw`\b(?:kill|killing|hurt|hurting|harm|harming|cut|cutting|injure|injuring)\s+my\s?self\b`),
      rx(String.raw`\b(?:end|ending|take|taking)\s+my\s+(?:own\s+)?life\b`),
      rx(String.raw`\bend(?:ing)?\s+it\s+all\b`),
      rx(String.raw`\b(?:want|wanted|wanting)\s+to\s+(?:die|be\s+dead|disappear\s+for\s+good)\b`),
      rx(
        String.raw`\bwish(?:ed|ing)?\s+(?:i\s+(?:was|were|could\s+be)\s+dead|i\s+(?:wasn'?t|weren'?t)\s+(?:here|alive)|i\s+could\s+die|to\s+die|i\s+(?:would|could)\s+(?:just\s+)?(?:not\s+wake\s+up|die))`,
      ),
      rx(
        String.raw`\b(?:don'?t|do\s+not)\s+want\s+to\s+(?:live|be\s+alive|be\s+here|wake\s+up)(?:\s+anymore|\s+any\s+more)?\b`,
      ),
      rx(
        String.raw`\bbetter\s+off\s+(?:dead|without\s+me|if\s+i\s+(?:was|were)\s+(?:dead|gone)|if\s+i\s+(?:wasn'?t|weren'?t)\s+(?:here|around|alive))\b`,
      ),
      rx(String.raw`\bno\s+(?:reason|point)\s+(?:in\s+|to\s+)?(?:living|live|going\s+on|being\s+alive)\b`),
      rx(
        String.raw`\b(?:thoughts?|think|thinking)\s+(?:of|about)\s+(?:dying|death|ending\s+(?:it|my\s+life)|killing\s+myself)\b`,
      ),
      rx(String.raw`\btake\s+an\s+overdose\b`),
    ],
    advice: {
      title: "If you are thinking about harming yourself",
      body:
        "Please reach out now; you do not have to cope with this alone. In the US, call or text 988 (the Suicide " +
        "and Crisis Lifeline) any time, day or night. In the UK, call Samaritans on 116 123. If you might act on " +
        `these thoughts, or are in danger now, call ${EMERGENCY_NUMBERS}, or go to the nearest emergency department.`,
    },
  },
  {
    id: "blood-clot",
    urgency: "soon",
    patterns: [
      rx(String.raw`\b(?:calf|calves)\b${GAP}?(?:is\s+|are\s+|feels?\s+|looks?\s+)?${SWELLING}`),
      rx(String.raw`\b${SWELLING}\s+(?:and\s+\w+\s+|\w+\s+)?(?:calf|calves)\b`),
      rx(
        String.raw`\b${CALF}\b${GAP}?(?:is\s+|are\s+|has\s+|have\s+|got\s+|looks?\s+|feels?\s+)?${SWELLING}\b${GAP}?(?:and\s+)?(?:${PAIN}|red|warm|hot)`,
      ),
      rx(String.raw`\b${SWELLING},?\s+(?:and\s+)?(?:${PAIN}|red|warm|hot)\s+${CALF}\b`),
      {
        all: [
          rx(
            String.raw`\b(?:calf|calves|one\s+(?:leg|thigh)|(?:my|the|her)\s+(?:left|right)\s+(?:leg|calf|thigh))\b`,
          ),
          rx(String.raw`\b(?:${SWELLING}|red|redness|warm|hot\s+to\s+(?:the\s+)?touch)\b`),
        ],
      },
      {
        all: [
          rx(
            String.raw`\b(?:calf|calves)\s+${PAIN}|\b(?:calf|calves)\b${GAP}?(?:is\s+|are\s+|feels?\s+)?${PAIN}|\b${PAIN}\s+(?:in|behind)\s+(?:my|the|her|one)\s+(?:\w+\s+)?(?:calf|calves)\b`,
          ),
          rx(
            String.raw`\b(?:hrt|mht|hormone\s+(?:replacement\s+)?therapy|estrogen|oestrogen|the\s+pill|contracepti\w+|flight|flying|long-haul)\b`,
          ),
        ],
      },
      rx(String.raw`\bclot\s+in\s+(?:my|the|her|his)\s+(?:leg|legs|calf|lung|lungs)\b`),
      rx(String.raw`\bsudden(?:ly)?\b${GAP}?(?:${BREATHLESS}|(?:can'?t|cannot)\s+breathe)`),
      rx(String.raw`\b(?:can'?t|cannot|couldn'?t)\s+(?:catch\s+my\s+breath|breathe)\b`),
      rx(String.raw`\b(?:struggling|fighting|gasping)\s+(?:to\s+breathe|for\s+(?:air|breath))\b`),
      rx(String.raw`\bcough\w*\s+(?:up\s+)?blood\b`),
      {
        all: [
          rx(String.raw`\b${BREATHLESS}\b`),
          rx(
            String.raw`\b(?:hrt|mht|hormone\s+(?:replacement\s+)?therapy|estrogen|oestrogen|the\s+pill|contracepti\w+|clot|leg|calf|chest)\b`,
          ),
        ],
      },
    ],
    advice: {
      title: "Leg pain or swelling, or breathlessness: get checked today",
      body:
        "Pain, swelling, warmth or redness in one leg, often the calf, can be a blood clot, especially if you take " +
        "hormone therapy or hormonal contraception. Contact your doctor or an urgent care service today. If you " +
        `also feel suddenly short of breath, have chest pain or cough up blood, call ${EMERGENCY_NUMBERS} now.`,
    },
  },
  {
    id: "severe-headache-vision",
    urgency: "soon",
    patterns: [
      rx(String.raw`\b(?:worst|thunderclap)\s+${HEADACHE}`),
      rx(
        String.raw`\bsudden(?:ly)?,?\s+(?:and\s+)?(?:very\s+)?(?:severe|terrible|excruciating|blinding|intense|explosive|agonising|agonizing)\s+${HEADACHE}`,
      ),
      rx(String.raw`\b${HEADACHE}${GAP}?(?:came|comes|started)\s+on\s+(?:very\s+)?suddenly\b`),
      { all: [rx(String.raw`\b${HEADACHE}\b`), rx(String.raw`\b${VISION_CHANGE}`)] },
    ],
    advice: {
      title: "A severe headache or changes in your sight: get checked today",
      body:
        "A sudden, severe headache, or a headache with changes in your sight (blurring, double vision, flashing " +
        "lights or loss of sight), needs checking the same day: contact your doctor or an urgent care service, " +
        "and say if you take hormone therapy. If it came on suddenly and is the worst you have had, or comes with " +
        `weakness, confusion or loss of sight, call ${EMERGENCY_NUMBERS} now.`,
    },
  },
  {
    id: "postmenopausal-bleeding",
    urgency: "soon",
    patterns: [
      rx(String.raw`\bpost[- ]?menopausal\s+(?:vaginal\s+)?(?:bleed\w*|spotting|blood)`),
      rx(
        String.raw`\b(?:bleed\w*|bled|spotting|spotted|spots\s+of\s+blood)\b(?:\s+\S+){0,5}?\s+(?:after|since|post|following|past)\s+(?:the\s+|my\s+|reaching\s+(?:the\s+)?)?menopause\b`,
      ),
      rx(
        String.raw`\b(?:after|since|post)\s+(?:the\s+|my\s+)?menopause\b(?:\s+\S+){0,6}?\s+(?:bleed\w*|bled|spotting|spotted)\b`,
      ),
      rx(
        String.raw`\b(?:bleed\w*|bled|spotting|spotted|period)\b(?:\s+\S+){0,5}?\s+(?:after|since)\s+(?:over\s+|more\s+than\s+)?(?:a\s+year|\d+|one|two|three|four|five|six|ten|twelve|eighteen)\s*(?:years?|months?)?\s+(?:without|with\s+no|of\s+no)\s+(?:a\s+)?(?:periods?|bleeding)`,
      ),
      rx(
        String.raw`\bperiods?\s+(?:have\s+|has\s+|had\s+)?(?:came|come|comes|coming)\s+back\s+after\s+(?:over\s+|more\s+than\s+)?(?:a\s+year|\d+\s+years?|(?:one|two|three|four|five|ten)\s+years?|(?:1[2-9]|[2-9]\d)\s+months)`,
      ),
      rx(String.raw`\bpost[- ]?menopausal\b(?:\s+\S+){0,5}?\s+(?:bleed\w*|bled|spotting|spotted)\b`),
      {
        all: [
          rx(String.raw`\b(?:bleed\w*|bled|spotting|spotted)\b`),
          rx(
            String.raw`\b(?:periods?|menstruation)\s+(?:stopped|ended|finished)\b(?:\s+\S+){0,3}?\s+(?:years?|(?:1[2-9]|[2-9]\d)\s+months)\s+ago\b|\bno\s+periods?\s+(?:for|in)\s+(?:over\s+|more\s+than\s+)?(?:a\s+year|\d+\s+years?|(?:one|two|three|four|five|six|ten)\s+years?|(?:1[2-9]|[2-9]\d)\s+months)\b`,
          ),
        ],
      },
      rx(
        String.raw`\b(?:unexpected|unscheduled|new|irregular|breakthrough)\s+(?:vaginal\s+)?(?:bleeding|spotting)\s+(?:on|while\s+(?:on|taking)|with)\s+(?:my\s+)?(?:hrt|mht|hormone\s+(?:replacement\s+)?therapy)\b`,
      ),
    ],
    advice: {
      title: "Bleeding after the menopause: book an appointment soon",
      body:
        "Any bleeding or spotting after the menopause (a year or more after your last period), or unexpected " +
        "bleeding on hormone therapy, should be checked by a doctor. Book an appointment soon, ideally within two " +
        "weeks, and do not wait to see if it happens again. It usually has a harmless cause, but it always needs " +
        "checking. If the bleeding is heavy, or you feel dizzy or faint, get urgent care now.",
    },
  },
  {
    id: "breast-lump",
    urgency: "soon",
    patterns: [
      rx(String.raw`\bbreast\s+(?:lumps?|mass|masses|thickening|dimpl\w*|puckering)\b`),
      rx(
        String.raw`\b(?:lumps?|mass|thickening|hard\s+bit|bump)\b${GAP}(?:in|on|near|under|inside)\s+(?:my|the|her|one|a|either|both)\s+(?:\w+\s+)?(?:breasts?|nipples?|armpits?|underarms?|boob|boobs)\b`,
      ),
      rx(
        String.raw`\bnipples?\s+(?:\w+\s+)?(?:discharge|bleeding|bleeds|leaking|turned\s+in|inverted|pulled\s+in|has\s+changed)\b`,
      ),
      rx(String.raw`\b(?:inverted|bleeding|bloody)\s+nipples?\b`),
      rx(String.raw`\bdimpl\w*\s+(?:\w+\s+){0,3}(?:breasts?|boob)\b`),
    ],
    advice: {
      title: "A breast lump or breast changes: see a doctor soon",
      body:
        "A new lump or thickening in a breast or armpit, dimpled or puckered skin, a nipple that turns in, or " +
        "discharge or bleeding from a nipple should be checked by a doctor. Book an appointment soon, ideally " +
        "within two weeks. Most breast lumps are not cancer, but every new one needs checking, whether or not " +
        "you take hormone therapy.",
    },
  },
];

/** Where a clause ends: what comes before it no longer negates what comes after. */
const CLAUSE_BREAK = /[.!?;:,\n()]|\b(?:but|however|although|though|yet|except|now)\b/i;
/** Words that may stand between a negation and what it negates ("no *real* chest pain"). */
const FILLER = String.raw`(?:any|a|an|the|more|longer|real|signs?\s+of|having|had|have|got|been|experienced|experiencing|felt|feeling|noticed|noticing|really|much|my|recent|further)`;
/** A plain negation right before a match: "no", "not", "never", "without", "haven't had any". */
const NEGATION = new RegExp(
  String.raw`(?:\b(?:no|not|never|without|nor|denies|denied|deny)\s+|\b\w+n't\s+(?:have|had|get|got|feel|felt|notice|noticed|experience|experienced|seen|see|been)\s+)(?:${FILLER}\s+){0,3}$`,
  "i",
);

/** The question as the patterns read it: plain apostrophes and single spaces. */
export function normalizeForRules(text: string): string {
  return text
    .normalize("NFKC")
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

/** Whether `pattern` matches somewhere in `text` that is not plainly negated. */
function matchesUnnegated(pattern: RegExp, text: string): boolean {
  const global = new RegExp(
    pattern.source,
    pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`,
  );
  for (const match of text.matchAll(global)) {
    const clause = text.slice(0, match.index).split(CLAUSE_BREAK).at(-1) ?? "";
    if (!NEGATION.test(clause)) return true;
  }
  return false;
}

function fires(pattern: RedFlagPattern, text: string): boolean {
  if (pattern instanceof RegExp) return matchesUnnegated(pattern, text);
  return pattern.all.every((part) => matchesUnnegated(part, text));
}

/**
 * The red-flag rules a question sets off, in the order of `RED_FLAG_RULES` (the emergencies
 * first). Pure: the same text always gives the same rules.
 */
export function checkRedFlags(text: string): RedFlagRule[] {
  const normalized = normalizeForRules(text);
  if (normalized === "") return [];
  return RED_FLAG_RULES.filter((rule) => rule.patterns.some((pattern) => fires(pattern, normalized)));
}
