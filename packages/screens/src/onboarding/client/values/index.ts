export { ValuesScreen, type ValuesScreenProps } from "./values-screen";
export { emptyValuesValues, MAX_VALUES, useValuesForm, validateValues } from "./use-values-form";
