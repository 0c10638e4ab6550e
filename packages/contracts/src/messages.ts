/** Shown when a failure carries neither a server message nor a transport message (spec section 8). */
export const UNKNOWN_ERROR_MESSAGE = "Unknown error occurred";
