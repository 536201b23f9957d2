export declare const ROOT: string;
export declare const PROGRAMS: Record<'main' | 'admin' | 'optimize' | 'audit', string>;
export declare function buildPrograms(outDir: string, names?: Array<keyof typeof PROGRAMS>): Promise<void>;
