export { BarriersScreen, type BarriersScreenProps } from "./barriers-screen";
export { emptyBarriersValues, useBarriersForm, validateBarriers } from "./use-barriers-form";
