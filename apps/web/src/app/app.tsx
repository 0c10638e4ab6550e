import { PersistGate } from "@pkg/stores";
import { Provider } from "react-redux";
import { RouterProvider } from "react-router";

import { LoadingScreen } from "./loading-screen";
import { router } from "./router";
import { persistor, store } from "./store";

/** The store, the saved session read back (a loading screen meanwhile), then the routes. */
export function App() {
  return (
    <Provider store={store}>
      <PersistGate loading={<LoadingScreen />} persistor={persistor}>
        <RouterProvider router={router} />
      </PersistGate>
    </Provider>
  );
}
