export declare const sourceConditions: string[];
