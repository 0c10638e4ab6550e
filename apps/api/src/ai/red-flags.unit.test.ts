import { describe, expect, it } from "vitest";

import { checkRedFlags, RED_FLAG_IDS, RED_FLAG_RULES, type RedFlagId } from "./red-flags";

const ids = (text: string) => checkRedFlags(text).map((rule) => rule.id);

const POSITIVES: [string, RedFlagId][] = [
  ["I'm 58 and I've started bleeding again after the menopause", "postmenopausal-bleeding"],
  ["Is postmenopausal spotting normal?", "postmenopausal-bleeding"],
  ["My periods came back after two years, is that ok?", "postmenopausal-bleeding"],
  ["I had some spotting after 18 months without a period", "postmenopausal-bleeding"],
  ["I have unexpected bleeding on HRT", "postmenopausal-bleeding"],
  ["I'm 62 and noticed some spotting, my periods stopped 10 years ago", "postmenopausal-bleeding"],
  ["I have a crushing pain in my chest and my left arm aches", "chest-pain"],
  ["Chest pains when I climb the stairs", "chest-pain"],
  ["My chest feels tight and heavy", "chest-pain"],
  ["Could I be having a heart attack?", "chest-pain"],
  ["My mum's face is drooping on one side", "stroke-signs"],
  ["Her speech is slurred all of a sudden", "stroke-signs"],
  ["I suddenly can't lift my right arm", "stroke-signs"],
  ["I'm soaking through a pad every hour", "heavy-bleeding"],
  ["Changing my tampon every hour for the last 3 hours", "heavy-bleeding"],
  ["Very heavy bleeding and I feel dizzy", "heavy-bleeding"],
  ["I keep thinking about killing myself", "self-harm"],
  ["I feel suicidal since perimenopause started", "self-harm"],
  ["Sometimes I think my family would be better off without me", "self-harm"],
  ["I don't want to live anymore", "self-harm"],
  ["Everyone would be better off if I wasn't here", "self-harm"],
  ["I have the worst headache of my life", "severe-headache-vision"],
  ["Bad headache and my vision went blurry", "severe-headache-vision"],
  ["Sudden severe headache on HRT", "severe-headache-vision"],
  ["My calf is swollen and sore since I started HRT", "blood-clot"],
  ["Pain and swelling in my left leg after a long flight", "blood-clot"],
  ["I'm on HRT and suddenly short of breath", "blood-clot"],
  ["I found a lump in my left breast", "breast-lump"],
  ["There is a hard lump under my armpit", "breast-lump"],
  ["My nipple has turned in and there is some discharge", "breast-lump"],
];

const NEGATIVES = [
  "hot flushes at night",
  "Where can I buy a chest of drawers?",
  "no bleeding since 2019",
  "I have no chest pain but I sweat at night",
  "I haven't had any bleeding after the menopause",
  "What helps heavy periods in perimenopause?",
  "Does HRT increase the risk of stroke?",
  "Does HRT cause blood clots?",
  "My face goes red with hot flushes",
  "My legs ache after running",
  "I can't talk to my partner about sex",
  "I get night sweats that soak my pyjamas",
  "Is it normal to need blood tests after menopause?",
  "My skin is sagging, does estrogen help?",
  "Is breast tenderness a side effect of HRT?",
  "I feel low and tired, not suicidal",
  "This heat is killing me",
  "After menopause my blood pressure went up",
  "Word-finding problems and brain fog",
  "Headaches around my period",
  "I have blurry vision when reading",
  "I get out of breath climbing stairs",
  "Palpitations and a racing heart",
  "Tight calves after the gym",
  "",
];

describe("the red-flag rules", () => {
  it.each(POSITIVES)("'%s' raises %s", (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it.each(NEGATIVES)("'%s' raises nothing", (text) => {
    expect(ids(text)).toEqual([]);
  });

  it("reads any case, curly apostrophes and extra spaces", () => {
    expect(ids("CHEST   PAIN")).toEqual(["chest-pain"]);
    expect(ids("I don\u2019t want to live anymore")).toEqual(["self-harm"]);
    expect(ids("i found a LUMP in my breast")).toEqual(["breast-lump"]);
  });

  it("does not fire on a plainly negated symptom, but does on one named after the negation's clause", () => {
    expect(ids("I've never had chest pain")).toEqual([]);
    expect(ids("No headache, but I suddenly have double vision and a migraine")).toEqual([
      "severe-headache-vision",
    ]);
    expect(ids("No fever, but chest pain since this morning")).toEqual(["chest-pain"]);
    // A negation that is not about the symptom counts for nothing.
    expect(ids("Is it not normal to have chest pain with anxiety?")).toEqual(["chest-pain"]);
    expect(ids("No periods for two years and now I'm spotting after the menopause")).toEqual([
      "postmenopausal-bleeding",
    ]);
  });

  it("answers every rule set off, in the rules' order (emergencies first), once each", () => {
    const text =
      "I found a lump in my breast, my chest pain is worse and I have been thinking about ending my life. Chest pain again.";
    expect(ids(text)).toEqual(["chest-pain", "self-harm", "breast-lump"]);
    expect(checkRedFlags(text)).toEqual(checkRedFlags(text));
  });

  it("keeps one rule per id, with the emergency numbers where the guidance asks for them", () => {
    expect(RED_FLAG_RULES.map((rule) => rule.id)).toEqual([...RED_FLAG_IDS]);
    for (const rule of RED_FLAG_RULES) {
      expect(rule.advice.title).not.toBe("");
      if (rule.urgency === "emergency") expect(rule.advice.body).toMatch(/911.*999/);
    }
    const byId = new Map(RED_FLAG_RULES.map((rule) => [rule.id, rule]));
    for (const id of ["chest-pain", "stroke-signs", "heavy-bleeding"] as const) {
      expect(byId.get(id)!.urgency).toBe("emergency");
    }
    expect(byId.get("self-harm")!.advice.body).toContain("988");
    expect(byId.get("postmenopausal-bleeding")!.advice.body).toMatch(/book an appointment soon/i);
  });
});
