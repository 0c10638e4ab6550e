import {
  BARRIER_OPTIONS,
  isPersonalityType,
  isSupportOption,
  MAIN_GOAL_OPTIONS,
  NOT_ANSWERED,
  PERSONALITY_TYPE_OPTIONS,
  READINESS_MAX,
  READINESS_MIN,
  readinessLabel,
  SUPPORT_NO_ONE,
  SUPPORT_OPTIONS,
  VALUE_OPTIONS,
  type AboutYouAnswers,
} from "@pkg/contracts";
import { Button, Field } from "@pkg/ui";
import * as React from "react";

import { FormMessage } from "../../../auth/shared";
import { AboutYouFields, ChoiceField } from "../about-you/about-you-fields";
import { useAboutYouForm } from "../about-you/use-about-you-form";
import {
  aboutYouValuesFrom,
  CLIENT_ONBOARDING_STEPS,
  ClientOnboardingPage,
  MultiChoice,
  OTHER_OPTION,
  OtherTextField,
  type ClientOnboardingHeaderProps,
  type ClientOnboardingRecordValues,
  withExclusiveChoice,
} from "../shared";
import { MAX_VALUES } from "../values/use-values-form";
import { insightsValuesFrom, useInsightsForm, type InsightsAnswers } from "./use-insights-form";

export type SummaryCard = "personalInfo" | "insights";

export type SummaryScreenProps = Pick<ClientOnboardingHeaderProps, "stepHeader"> & {
  /** The saved answers (the draft). */
  record: ClientOnboardingRecordValues;
  /** Save on the Personal info card: the About you answers to store. */
  onSavePersonalInfo: (answers: AboutYouAnswers) => void;
  /** Save on the Your insights card: each step's answer to store. */
  onSaveInsights: (answers: InsightsAnswers) => void;
  onBack: () => void;
  /** 'Create My Personalized Dashboard': on to the finish step. */
  onCreate: () => void;
  /** A card open for editing when the screen appears (stories). */
  initialEditing?: SummaryCard | null;
};

const NOT_ANSWERED_TEXT = "Not answered";
const shown = (value: string) => (value === NOT_ANSWERED || value === "" ? NOT_ANSWERED_TEXT : value);
const shownList = (values: readonly string[]) => (values.length > 0 ? values.join(", ") : NOT_ANSWERED_TEXT);

function Answers({ rows }: { rows: [label: string, value: string][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm md:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="flex flex-col gap-0.5">
          <dt className="text-caption font-medium text-muted-foreground">{label}</dt>
          <dd className="text-foreground">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

type CardProps = {
  title: string;
  /** The edit button's accessible name. */
  editLabel: string;
  editing: boolean;
  onEdit: () => void;
  children: React.ReactNode;
};

function SummaryCardFrame({ title, editLabel, editing, onEdit, children }: CardProps) {
  const titleId = React.useId();
  return (
    <section
      aria-labelledby={titleId}
      data-editing={editing ? "" : undefined}
      className="flex flex-col gap-4 rounded-lg border border-border bg-card p-5 md:p-6"
    >
      <div className="flex items-center justify-between gap-4">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        {editing ? null : (
          <Button variant="outline" size="sm" aria-label={editLabel} onClick={onEdit}>
            Edit
          </Button>
        )}
      </div>
      {children}
    </section>
  );
}

function EditActions({ onCancel }: { onCancel: () => void }) {
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-border pt-4 md:flex-row md:justify-end">
      <Button variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit">Save</Button>
    </div>
  );
}

type EditorProps<Answers> = {
  record: ClientOnboardingRecordValues;
  onSave: (answers: Answers) => void;
  onCancel: () => void;
};

/** The Personal info card in edit mode: the About you fields and rules, held here until Save. */
function PersonalInfoEditor({ record, onSave, onCancel }: EditorProps<AboutYouAnswers>) {
  const form = useAboutYouForm(aboutYouValuesFrom(record));
  return (
    <form
      noValidate
      aria-label="Edit personal info"
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        form.handleContinue(onSave)();
      }}
    >
      <AboutYouFields values={form.values} errors={form.errors} onChange={form.setValue} />
      <EditActions onCancel={onCancel} />
    </form>
  );
}

/** The Your insights card in edit mode: every later step's answer, held here until Save. */
function InsightsEditor({ record, onSave, onCancel }: EditorProps<InsightsAnswers>) {
  const form = useInsightsForm(insightsValuesFrom(record));
  const { values, errors, setValue } = form;
  const label = readinessLabel(values.readiness);
  return (
    <form
      noValidate
      aria-label="Edit your insights"
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        form.handleContinue(onSave)();
      }}
    >
      <div className="grid gap-5 md:grid-cols-2">
        <ChoiceField
          label="What brings you here"
          options={MAIN_GOAL_OPTIONS}
          value={values.whatBringsYouHere.choice}
          onValueChange={(choice) => setValue("whatBringsYouHere", { ...values.whatBringsYouHere, choice })}
          error={errors.whatBringsYouHere}
        />
        <ChoiceField
          label="Main barrier"
          options={BARRIER_OPTIONS}
          value={values.barriers.choice}
          onValueChange={(choice) => setValue("barriers", { ...values.barriers, choice })}
          error={errors.barriers}
        />
      </div>
      {values.whatBringsYouHere.choice === OTHER_OPTION ? (
        <OtherTextField
          label="Other goal, please specify"
          value={values.whatBringsYouHere.otherText}
          onChange={(otherText) => setValue("whatBringsYouHere", { ...values.whatBringsYouHere, otherText })}
          error={errors.whatBringsYouHereOther}
        />
      ) : null}
      {values.barriers.choice === OTHER_OPTION ? (
        <OtherTextField
          label="Other barrier, please specify"
          value={values.barriers.otherText}
          onChange={(otherText) => setValue("barriers", { ...values.barriers, otherText })}
          error={errors.barriersOther}
        />
      ) : null}
      <MultiChoice
        label="Values"
        description={`Choose up to ${MAX_VALUES}.`}
        options={VALUE_OPTIONS}
        value={values.values.choices}
        onValueChange={(choices) => setValue("values", { ...values.values, choices })}
        error={errors.values}
        max={MAX_VALUES}
        columns={3}
      />
      {values.values.choices.includes(OTHER_OPTION) ? (
        <OtherTextField
          label="Other value, please specify"
          value={values.values.otherText}
          onChange={(otherText) => setValue("values", { ...values.values, otherText })}
          error={errors.valuesOther}
        />
      ) : null}
      <MultiChoice
        label="Support"
        options={SUPPORT_OPTIONS}
        value={values.support}
        onValueChange={(support) =>
          setValue(
            "support",
            withExclusiveChoice(values.support, support, SUPPORT_NO_ONE).filter(isSupportOption),
          )
        }
      />
      <ChoiceField
        label="Personality type"
        options={PERSONALITY_TYPE_OPTIONS}
        value={values.personalityType}
        onValueChange={(type) => setValue("personalityType", isPersonalityType(type) ? type : "")}
      />
      <Field label="Readiness" error={errors.readiness}>
        {(control) => (
          <div className="flex flex-col gap-2">
            <output htmlFor={control.id} className="text-sm font-medium">
              {values.readiness}: {label}
            </output>
            <input
              type="range"
              {...control}
              min={READINESS_MIN}
              max={READINESS_MAX}
              step={1}
              value={values.readiness}
              aria-valuetext={`${values.readiness}: ${label}`}
              onChange={(event) => setValue("readiness", Number(event.target.value))}
              className="h-2 w-full cursor-pointer accent-primary"
            />
          </div>
        )}
      </Field>
      <EditActions onCancel={onCancel} />
    </form>
  );
}

/**
 * Summary ('Summary Confirmation Page', `/summary`): the Personal info and Your insights cards,
 * each with Edit, Save and Cancel. Edits stay in the card until Save hands them on; Cancel drops
 * them and shows the saved answers again. 'Create My Personalized Dashboard' goes on to finish.
 */
export function SummaryScreen({
  record,
  onSavePersonalInfo,
  onSaveInsights,
  onBack,
  onCreate,
  initialEditing = null,
  stepHeader,
}: SummaryScreenProps) {
  const [editing, setEditing] = React.useState<SummaryCard | null>(initialEditing);
  const [unsaved, setUnsaved] = React.useState(false);
  const about = aboutYouValuesFrom(record);
  const close = () => {
    setEditing(null);
    setUnsaved(false);
  };

  return (
    <ClientOnboardingPage step={CLIENT_ONBOARDING_STEPS} stepHeader={stepHeader}>
      <div className="flex flex-col gap-2">
        <h1 className="text-display font-semibold tracking-tight text-balance">Summary Confirmation Page</h1>
        <p className="text-sm text-muted-foreground">
          Check your answers before we create your dashboard. You can change them here or later.
        </p>
      </div>

      <SummaryCardFrame
        title="Personal info"
        editLabel="Edit personal info"
        editing={editing === "personalInfo"}
        onEdit={() => setEditing("personalInfo")}
      >
        {editing === "personalInfo" ? (
          <PersonalInfoEditor
            record={record}
            onCancel={close}
            onSave={(answers) => {
              onSavePersonalInfo(answers);
              close();
            }}
          />
        ) : (
          <Answers
            rows={[
              ["Age", about.age || NOT_ANSWERED_TEXT],
              ["Period status", shown(record.menopauseStatus)],
              ["Country", shown(record.country)],
              ["ZIP", shown(record.ZIP)],
              ["Languages", shownList(record.language)],
              ["Household", shown(record.household)],
              ["Race or ethnicity", shown(record.race)],
              ["Education", shown(record.education)],
              ["Occupation", shown(record.occupation)],
            ]}
          />
        )}
      </SummaryCardFrame>

      <SummaryCardFrame
        title="Your insights"
        editLabel="Edit your insights"
        editing={editing === "insights"}
        onEdit={() => setEditing("insights")}
      >
        {editing === "insights" ? (
          <InsightsEditor
            record={record}
            onCancel={close}
            onSave={(answers) => {
              onSaveInsights(answers);
              close();
            }}
          />
        ) : (
          <Answers
            rows={[
              ["What brings you here", shown(record.whatBringsYouHere)],
              ["Values", shownList(record.values)],
              ["Main barrier", shown(record.barriers)],
              ["Support", shownList(record.support)],
              ["Personality type", shown(record.personalityType)],
              [
                "Readiness",
                typeof record.readiness === "number"
                  ? `${record.readiness}: ${readinessLabel(record.readiness)}`
                  : NOT_ANSWERED_TEXT,
              ],
            ]}
          />
        )}
      </SummaryCardFrame>

      {unsaved ? <FormMessage>Save or cancel your changes before you continue.</FormMessage> : null}
      <div className="flex flex-col-reverse gap-3 border-t border-border pt-6 md:flex-row md:items-center md:justify-between">
        <Button variant="outline" size="lg" onClick={onBack}>
          <span aria-hidden="true">←</span> Back
        </Button>
        <Button
          size="lg"
          onClick={() => {
            if (editing) setUnsaved(true);
            else onCreate();
          }}
        >
          Create My Personalized Dashboard
        </Button>
      </div>
    </ClientOnboardingPage>
  );
}
