export { Combobox, comboboxVariants, type ComboboxOption, type ComboboxProps } from "./combobox";
