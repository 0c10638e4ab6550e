/**
 * What an error may say in the log. A failed query's text carries its parameters (password
 * hashes, e-mail addresses, onboarding answers, health values) and the database's `detail` quotes
 * the offending values: neither is ever logged. A database error is logged by its SQLSTATE code,
 * the statement it came from (verb and table, read from the parameterised SQL) and the constraint
 * it broke, which is enough to find the fault and says nothing about anyone.
 */
export type LoggedError = {
  type: string;
  message: string;
  /** The frames only (empty when unknown): the first line of a stack repeats the message. */
  stack: string;
  code?: string;
  statement?: string;
  constraint?: string;
  cause?: LoggedError;
};

type DatabaseFailure = Error & { query: string; params: unknown[] };
type DriverError = Error & { code?: unknown; constraint?: unknown; severity?: unknown };

const isQueryFailure = (error: Error): error is DatabaseFailure =>
  typeof (error as Partial<DatabaseFailure>).query === "string" &&
  Array.isArray((error as Partial<DatabaseFailure>).params);

/** PostgreSQL's (and PGlite's) server errors: a five-character SQLSTATE and a severity. */
const isDriverError = (error: Error): error is DriverError =>
  typeof (error as DriverError).code === "string" &&
  /^[0-9A-Z]{5}$/.test((error as DriverError).code as string) &&
  typeof (error as DriverError).severity === "string";

/** `insert into "users"`, `select from "mail_outbox"`: the verb and the first table named. */
export function statementName(query: string): string {
  const verb = /^\s*(\w+)/.exec(query)?.[1]?.toLowerCase() ?? "query";
  const table = /\b(?:into|update|from)\s+("[^"]+"|\w+)/i.exec(query)?.[1];
  const joiner = verb === "insert" ? "into" : verb === "update" ? "" : "from";
  return table ? [verb, joiner, table].filter(Boolean).join(" ") : verb;
}

function driverFields(error: DriverError): Pick<LoggedError, "code" | "constraint" | "message"> {
  return {
    code: error.code as string,
    ...(typeof error.constraint === "string" ? { constraint: error.constraint } : {}),
    // The server's message names the broken rule, never the values (those are in `detail`).
    message: error.message.split("\n")[0] ?? "database error",
  };
}

export function serializeError(value: unknown, depth = 0): LoggedError {
  if (!(value instanceof Error))
    return { type: typeof value, message: "a non-error value was thrown", stack: "" };
  if (isQueryFailure(value)) {
    const cause = value.cause instanceof Error && isDriverError(value.cause) ? value.cause : undefined;
    return {
      type: "DatabaseQueryError",
      statement: statementName(value.query),
      ...(cause ? driverFields(cause) : { message: "a database query failed" }),
      stack: stackOnly(value.stack),
    };
  }
  if (isDriverError(value)) {
    return {
      type: "DatabaseError",
      ...driverFields(value),
      stack: stackOnly(value.stack),
    };
  }
  const code = (value as { code?: unknown }).code;
  return {
    type: value.name,
    message: value.message,
    ...(typeof code === "string" ? { code } : {}),
    stack: stackOnly(value.stack),
    ...(value.cause !== undefined && depth < 3 ? { cause: serializeError(value.cause, depth + 1) } : {}),
  };
}

/** The frames of a stack without its first line, which repeats the message. */
function stackOnly(stack: string | undefined): string {
  return (stack ?? "")
    .split("\n")
    .filter((line) => line.trimStart().startsWith("at "))
    .join("\n");
}
