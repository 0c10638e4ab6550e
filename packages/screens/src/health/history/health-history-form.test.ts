import { HEALTH_DATA_MESSAGES } from "@pkg/contracts";
import { describe, expect, it } from "vitest";

import {
  emptyHealthHistoryValues,
  emptyMedication,
  healthHistoryValuesFrom,
  validateHealthHistory,
} from "./health-history-form";
import { fullHistory } from "./health-history.fixtures";

describe("the health history form", () => {
  it("gives back a saved history unchanged", () => {
    const { updatedAt: _updatedAt, ...saved } = fullHistory;
    expect(validateHealthHistory(healthHistoryValuesFrom(fullHistory))).toEqual({ ok: true, data: saved });
  });

  it("leaves out the blank optional parts", () => {
    const check = validateHealthHistory({
      ...emptyHealthHistoryValues,
      medications: [{ ...emptyMedication(), name: "Vitamin D" }],
      weightKg: "61,5",
    });
    expect(check).toEqual({
      ok: true,
      data: {
        conditions: [],
        medications: [{ name: "Vitamin D" }],
        allergies: [],
        surgeries: { hysterectomy: false, other: [] },
        familyHistory: { breastCancer: false, heartDisease: false, osteoporosis: false },
        weightKg: 61.5,
      },
    });
  });

  it("names each problem by the path the API uses", () => {
    const check = validateHealthHistory({
      ...emptyHealthHistoryValues,
      conditions: ["Asthma", "  "],
      medications: [{ ...emptyMedication(), name: "Estradiol", hormoneTherapy: true, hormoneRoute: "patch" }],
      otherSurgeries: [""],
      heightCm: "tall",
      alcoholUnitsPerWeek: "101",
      lastMenstrualPeriod: "2099-01-01",
    });
    expect(check).toEqual({
      ok: false,
      errors: {
        "conditions.1": HEALTH_DATA_MESSAGES.textRequired,
        "medications.0.hormoneTherapy.type": HEALTH_DATA_MESSAGES.hormoneType,
        "surgeries.other.0": HEALTH_DATA_MESSAGES.textRequired,
        heightCm: HEALTH_DATA_MESSAGES.height,
        alcoholUnitsPerWeek: HEALTH_DATA_MESSAGES.alcohol,
        lastMenstrualPeriod: HEALTH_DATA_MESSAGES.pastDate,
      },
    });
  });
});
