export { CreateClientScreen, type CreateClientScreenProps } from "./create-client-screen";
export {
  checkCreateClient,
  emptyCreateClientValues,
  useCreateClientForm,
  type CreateClientField,
  type CreateClientValues,
  type UseCreateClientFormOptions,
} from "./use-create-client-form";
