/** pino-roll ships no types: the options the server uses (src/log-file.ts). */
declare module 'pino-roll' {
  interface PinoRollOptions {
    file: string | (() => string);
    frequency?: 'daily' | 'hourly' | number;
    size?: number | string;
    extension?: string;
    dateFormat?: string;
    mkdir?: boolean;
    symlink?: boolean;
    limit?: { count?: number; removeOtherLogFiles?: boolean };
  }

  /** A SonicBoom stream: pino writes each line to it; `end()` flushes and closes the file ('close'). */
  export interface RollingFile extends NodeJS.EventEmitter {
    write(line: string): boolean;
    end(): void;
  }

  export default function pinoRoll(options: PinoRollOptions): Promise<RollingFile>;
}
