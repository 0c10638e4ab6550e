import {
  HORMONE_THERAPY_ROUTES,
  HORMONE_THERAPY_TYPES,
  OOPHORECTOMY_OPTIONS,
  SMOKING_STATUSES,
  type HealthHistoryResponse,
  type HormoneTherapyCaution,
  type Medication,
  type OnboardingAnswer,
} from "@pkg/contracts";
import { Badge } from "@pkg/ui";
import type * as React from "react";

import { formatCareDate, formatCareDay } from "../shared/care-dates";
import { SectionCard } from "../../health/shared/section-card";
import { CautionList } from "./client-page-overview";

const NOT_RECORDED = "Not recorded";

const labelOf = (options: readonly { slug: string; label: string }[], slug: string) =>
  options.find((option) => option.slug === slug)?.label ?? slug;

const yesNo = (value: boolean) => (value ? "Yes" : "No");

function NotRecorded() {
  return <span className="text-muted-foreground">{NOT_RECORDED}</span>;
}

/** A list of what the client wrote, or 'Not recorded'. */
function TextList({ items }: { items: readonly string[] | undefined }) {
  if (!items || items.length === 0) return <NotRecorded />;
  return (
    <ul className="flex flex-col gap-0.5">
      {items.map((item, index) => (
        <li key={`${index}-${item}`} className="break-words">
          {item}
        </li>
      ))}
    </ul>
  );
}

function MedicationItem({ medication }: { medication: Medication }) {
  const therapy = medication.hormoneTherapy;
  const details = [
    medication.dose,
    medication.startDate ? `since ${formatCareDay(medication.startDate)}` : undefined,
  ].filter(Boolean);
  return (
    <li className="flex flex-col gap-1">
      <span className="break-words">
        <span className="font-medium">{medication.name}</span>
        {details.length > 0 ? <span className="text-muted-foreground">, {details.join(", ")}</span> : null}
      </span>
      {therapy ? (
        <span className="flex flex-wrap items-center gap-2">
          <Badge variant="info">Hormone therapy</Badge>
          <span className="text-muted-foreground">
            {labelOf(HORMONE_THERAPY_TYPES, therapy.type)}, {labelOf(HORMONE_THERAPY_ROUTES, therapy.route)}
          </span>
        </span>
      ) : null}
    </li>
  );
}

/** Lines of 'Name: value', or 'Not recorded' when none. */
function Facts({ facts }: { facts: [label: string, value: string][] }) {
  if (facts.length === 0) return <NotRecorded />;
  return (
    <ul className="flex flex-col gap-0.5">
      {facts.map(([label, value]) => (
        <li key={label}>
          {label}: {value}
        </li>
      ))}
    </ul>
  );
}

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 border-b border-border py-3 last:border-b-0 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4">
      <dt className="font-medium">{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export type HealthHistoryPanelProps = {
  /** Their history; null when they never saved one. */
  history: HealthHistoryResponse | null;
  cautions: HormoneTherapyCaution[];
  name: string;
  timeZone: string;
};

/** The client's health history read-only: cautions first, then every part, 'Not recorded' where empty. */
export function HealthHistoryPanel({ history, cautions, name, timeZone }: HealthHistoryPanelProps) {
  const surgeries = history?.surgeries;
  const surgeryFacts: [string, string][] = [];
  if (surgeries?.hysterectomy !== undefined)
    surgeryFacts.push(["Hysterectomy", yesNo(surgeries.hysterectomy)]);
  if (surgeries?.oophorectomy !== undefined)
    surgeryFacts.push(["Ovaries removed", labelOf(OOPHORECTOMY_OPTIONS, surgeries.oophorectomy)]);
  const family = history?.familyHistory;
  const familyFacts: [string, string][] = [];
  if (family?.breastCancer !== undefined) familyFacts.push(["Breast cancer", yesNo(family.breastCancer)]);
  if (family?.heartDisease !== undefined) familyFacts.push(["Heart disease", yesNo(family.heartDisease)]);
  if (family?.osteoporosis !== undefined) familyFacts.push(["Osteoporosis", yesNo(family.osteoporosis)]);
  const medications = history?.medications ?? [];

  return (
    <div className="flex flex-col gap-6">
      <CautionList cautions={cautions} id="client-history-cautions" />
      <SectionCard
        title="Health history"
        description={
          history?.updatedAt
            ? `Last updated by ${name} on ${formatCareDate(history.updatedAt, timeZone)}.`
            : `${name} has not saved a health history yet.`
        }
      >
        <dl className="text-sm">
          <Row term="Conditions">
            <TextList items={history?.conditions} />
          </Row>
          <Row term="Medications">
            {medications.length > 0 ? (
              <ul className="flex flex-col gap-2">
                {medications.map((medication, index) => (
                  <MedicationItem key={`${index}-${medication.name}`} medication={medication} />
                ))}
              </ul>
            ) : (
              <NotRecorded />
            )}
          </Row>
          <Row term="Allergies">
            <TextList items={history?.allergies} />
          </Row>
          <Row term="Surgeries">
            {surgeryFacts.length > 0 || (surgeries?.other?.length ?? 0) > 0 ? (
              <div className="flex flex-col gap-0.5">
                {surgeryFacts.length > 0 ? <Facts facts={surgeryFacts} /> : null}
                {surgeries?.other?.length ? <TextList items={surgeries.other} /> : null}
              </div>
            ) : (
              <NotRecorded />
            )}
          </Row>
          <Row term="Family history">
            <Facts facts={familyFacts} />
          </Row>
          <Row term="Last menstrual period">
            {history?.lastMenstrualPeriod ? formatCareDay(history.lastMenstrualPeriod) : <NotRecorded />}
          </Row>
          <Row term="Smoking">
            {history?.smoking ? labelOf(SMOKING_STATUSES, history.smoking) : <NotRecorded />}
          </Row>
          <Row term="Alcohol">
            {history?.alcoholUnitsPerWeek !== undefined ? (
              `${history.alcoholUnitsPerWeek} ${history.alcoholUnitsPerWeek === 1 ? "unit" : "units"} a week`
            ) : (
              <NotRecorded />
            )}
          </Row>
          <Row term="Height">
            {history?.heightCm !== undefined ? `${history.heightCm} cm` : <NotRecorded />}
          </Row>
          <Row term="Weight">
            {history?.weightKg !== undefined ? `${history.weightKg} kg` : <NotRecorded />}
          </Row>
        </dl>
      </SectionCard>
    </div>
  );
}

/** The client's onboarding answers as a list of question and answer. */
export function OnboardingPanel({ answers, name }: { answers: OnboardingAnswer[] | null; name: string }) {
  return (
    <SectionCard title="Onboarding answers" description={`What ${name} answered when they joined.`}>
      {answers && answers.length > 0 ? (
        <dl className="text-sm">
          {answers.map((answer, index) => (
            <Row key={`${index}-${answer.label}`} term={answer.label}>
              <span className={answer.value === "Not answered" ? "text-muted-foreground" : "break-words"}>
                {answer.value}
              </span>
            </Row>
          ))}
        </dl>
      ) : (
        <p className="text-sm text-muted-foreground">No onboarding answers.</p>
      )}
    </SectionCard>
  );
}
