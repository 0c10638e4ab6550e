export declare function chromiumPath(): string;
export declare function chromiumProblem(): string | null;
