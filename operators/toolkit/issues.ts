/** One finding about a tenant file, before it is given a line and column. */
export interface Issue {
  severity: 'error' | 'warning';
  /** JSON pointer of the value (or, with at: 'key', of the property) the finding is about. */
  pointer: string;
  message: string;
  /** Point at the property name instead of its value (unknown and renamed keys). */
  at?: 'key' | 'value';
}

export function error(pointer: string, message: string, at: Issue['at'] = 'value'): Issue {
  return { severity: 'error', pointer, message, at };
}

export function warning(pointer: string, message: string, at: Issue['at'] = 'value'): Issue {
  return { severity: 'warning', pointer, message, at };
}
