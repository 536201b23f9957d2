export declare const ROOT: string;
export declare const outDir: string;
export declare const PROGRAMS: Record<'main' | 'worker' | 'writer-thread' | 'admin' | 'optimize' | 'audit', string>;
export declare function buildPrograms(outDir: string, names?: Array<keyof typeof PROGRAMS>): Promise<void>;
export declare function buildServer(entry: 'main' | 'worker'): Promise<string>;
