import type { AliasOptions, Plugin } from "vite";

export declare const workspaceAliases: AliasOptions;
export declare function clientOnlyBundle(): Plugin;
export declare function stripUseClient(code: string): string;
