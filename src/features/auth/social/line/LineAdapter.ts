/** What starting a LINE Login needs (INTEGRATIONS.md 2, LINE Login v2.1). */
export interface LineAuthorizeRequest {
  /** auth.line.clientId: the LINE channel id. */
  clientId: string;
  /** Where LINE sends the member back: <origin>/m/home (spec 2). */
  redirectUri: string;
  /** Random per login, kept in session storage and checked on return. */
  state: string;
}

/** LINE behind one interface: the address the member leaves for. */
export interface LineAdapter {
  authorizeUrl(request: LineAuthorizeRequest): string;
}

/** The code the demo API's WPS3RD_verifyLineCode accepts (docs/api-calls-session.md). */
export const DEMO_LINE_CODE = 'demo-line-code';
