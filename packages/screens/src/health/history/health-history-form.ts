import {
  healthHistorySchema,
  toFieldErrors,
  type HealthHistory,
  type HealthHistoryRequest,
  type HealthHistoryResponse,
} from "@pkg/contracts";

/** One medication as typed. `hormoneTherapy` says whether its type and route are asked. */
export type MedicationValues = {
  name: string;
  dose: string;
  startDate: string;
  hormoneTherapy: boolean;
  hormoneType: string;
  hormoneRoute: string;
};

/** The health history as the form holds it: texts, ticks and lists of rows. */
export type HealthHistoryValues = {
  conditions: string[];
  medications: MedicationValues[];
  allergies: string[];
  hysterectomy: boolean;
  oophorectomy: string;
  otherSurgeries: string[];
  breastCancer: boolean;
  heartDisease: boolean;
  osteoporosis: boolean;
  lastMenstrualPeriod: string;
  smoking: string;
  alcoholUnitsPerWeek: string;
  heightCm: string;
  weightKg: string;
};

/** Messages by the schema's dotted paths (`medications.1.name`, `heightCm`), as the API's `fieldErrors`. */
export type HealthHistoryErrors = Partial<Record<string, string>>;

export const emptyMedication = (): MedicationValues => ({
  name: "",
  dose: "",
  startDate: "",
  hormoneTherapy: false,
  hormoneType: "",
  hormoneRoute: "",
});

export const emptyHealthHistoryValues: HealthHistoryValues = {
  conditions: [],
  medications: [],
  allergies: [],
  hysterectomy: false,
  oophorectomy: "",
  otherSurgeries: [],
  breastCancer: false,
  heartDisease: false,
  osteoporosis: false,
  lastMenstrualPeriod: "",
  smoking: "",
  alcoholUnitsPerWeek: "",
  heightCm: "",
  weightKg: "",
};

const numberText = (value: number | undefined) => (value === undefined ? "" : String(value));

/** The form's values for a saved history. */
export function healthHistoryValuesFrom(history: HealthHistoryResponse | HealthHistory): HealthHistoryValues {
  return {
    conditions: [...(history.conditions ?? [])],
    medications: (history.medications ?? []).map((medication) => ({
      name: medication.name,
      dose: medication.dose ?? "",
      startDate: medication.startDate ?? "",
      hormoneTherapy: Boolean(medication.hormoneTherapy),
      hormoneType: medication.hormoneTherapy?.type ?? "",
      hormoneRoute: medication.hormoneTherapy?.route ?? "",
    })),
    allergies: [...(history.allergies ?? [])],
    hysterectomy: history.surgeries?.hysterectomy ?? false,
    oophorectomy: history.surgeries?.oophorectomy ?? "",
    otherSurgeries: [...(history.surgeries?.other ?? [])],
    breastCancer: history.familyHistory?.breastCancer ?? false,
    heartDisease: history.familyHistory?.heartDisease ?? false,
    osteoporosis: history.familyHistory?.osteoporosis ?? false,
    lastMenstrualPeriod: history.lastMenstrualPeriod ?? "",
    smoking: history.smoking ?? "",
    alcoholUnitsPerWeek: numberText(history.alcoholUnitsPerWeek),
    heightCm: numberText(history.heightCm),
    weightKg: numberText(history.weightKg),
  };
}

/** A typed number: empty is left out, a comma reads as a point, anything else fails its check. */
function numberOf(text: string): number | undefined {
  const trimmed = text.trim().replace(",", ".");
  if (trimmed === "") return undefined;
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

const orUndefined = (text: string) => (text.trim() === "" ? undefined : text);

/** The request the API takes for these values (blank optional parts left out). */
export function toHealthHistoryRequest(values: HealthHistoryValues): HealthHistoryRequest {
  return {
    conditions: values.conditions,
    medications: values.medications.map((medication) => ({
      name: medication.name,
      dose: orUndefined(medication.dose),
      startDate: orUndefined(medication.startDate),
      hormoneTherapy: medication.hormoneTherapy
        ? ({ type: medication.hormoneType, route: medication.hormoneRoute } as NonNullable<
            NonNullable<HealthHistoryRequest["medications"]>[number]["hormoneTherapy"]
          >)
        : undefined,
    })),
    allergies: values.allergies,
    surgeries: {
      hysterectomy: values.hysterectomy,
      oophorectomy: (orUndefined(values.oophorectomy) as "none" | "one" | "both" | undefined) ?? undefined,
      other: values.otherSurgeries,
    },
    familyHistory: {
      breastCancer: values.breastCancer,
      heartDisease: values.heartDisease,
      osteoporosis: values.osteoporosis,
    },
    lastMenstrualPeriod: orUndefined(values.lastMenstrualPeriod),
    smoking: orUndefined(values.smoking) as HealthHistoryRequest["smoking"],
    alcoholUnitsPerWeek: numberOf(values.alcoholUnitsPerWeek),
    heightCm: numberOf(values.heightCm),
    weightKg: numberOf(values.weightKg),
  };
}

export type HealthHistoryCheck =
  { ok: true; data: HealthHistory } | { ok: false; errors: HealthHistoryErrors };

/** Checks the values with the contracts' schema, as the API will. */
export function validateHealthHistory(values: HealthHistoryValues): HealthHistoryCheck {
  const result = healthHistorySchema.safeParse(toHealthHistoryRequest(values));
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, errors: toFieldErrors(result.error) };
}
