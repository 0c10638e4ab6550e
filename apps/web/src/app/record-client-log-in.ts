import { lastLogInRecorded, selectRole, selectUser, useAppDispatch, useAppSelector } from "@pkg/stores";
import * as React from "react";

/**
 * Records a client's last log-in (the persisted `clientMood` slice, spec section 3) when they sign
 * in and when they open the app already signed in: once for each person per page load.
 */
export function RecordClientLogIn(): null {
  const dispatch = useAppDispatch();
  const role = useAppSelector(selectRole);
  const userId = useAppSelector(selectUser)?.id;
  React.useEffect(() => {
    if (role === "Client" && userId !== undefined) dispatch(lastLogInRecorded(new Date().toISOString()));
  }, [dispatch, role, userId]);
  return null;
}
