import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError } from '../../api/ApiError';
import type { ApiClient } from '../../api/types';
import type { LaunchInfo } from '../../config/launchInfo';
import type { NoticeStore } from '../notices';
import { noticeMessages } from '../notices';

/** spec 3: status response fields errorCode, message, data. */
export interface StatusResponse {
  errorCode: string | null;
  message: string | null;
  data: {
    maintenance?: boolean;
    regionRestricted?: boolean;
    serverTime?: number;
    countryCode?: string;
  } | null;
}

export const STATUS_PATH = '/wps/v2/system/status';
export const DOMAIN_NOT_AVAILABLE = 'domain_not_available';

export interface SystemDeps {
  api: ApiClient;
  notices: NoticeStore;
  launch: LaunchInfo;
  /** Page address sent with the status call. */
  location: () => URL;
  isSecureContext: boolean;
}

/** The status call at start and what it says about the site: maintenance, region, domain. */
export class SystemStore {
  state: 'idle' | 'checking' | 'ok' | 'failed' = 'idle';
  maintenance = false;
  regionRestricted = false;
  domainUnavailable = false;
  domainPopupOpen = false;

  constructor(private readonly deps: SystemDeps) {
    makeAutoObservable<SystemStore, 'deps'>(this, { deps: false });
  }

  /** The site cannot be used: a full-page notice replaces it. */
  get blocked(): 'maintenance' | 'accessDenied' | null {
    if (this.maintenance) return 'maintenance';
    if (this.regionRestricted) return 'accessDenied';
    return null;
  }

  async checkStatus(): Promise<void> {
    this.state = 'checking';
    const url = this.deps.location();
    try {
      // The status call has its own notices (spec 8, status rows), so the client's catalogue
      // only does the rest for it: domain popup, session reactions.
      const res = await this.deps.api.getJson<StatusResponse>(STATUS_PATH, {
        noCache: true,
        alert: false,
        query: {
          device: 'MOBILE',
          track: this.deps.launch.from ?? undefined,
          originalDomain: this.deps.launch.registration.originalDomain,
          url: url.origin + url.pathname,
        },
      });
      runInAction(() => this.apply(res));
    } catch (error) {
      runInAction(() => this.fail(error));
    }
  }

  /** spec 8: domain_not_available, from the status call or any call through the catalogue. */
  showDomainUnavailable(): void {
    this.domainUnavailable = true;
    this.domainPopupOpen = true;
  }

  dismissDomainPopup(): void {
    this.domainPopupOpen = false;
  }

  private apply(res: StatusResponse): void {
    if (res.errorCode) {
      this.failWithCode(res.errorCode, res.message);
      return;
    }
    this.state = 'ok';
    this.maintenance = res.data?.maintenance === true;
    this.regionRestricted = res.data?.regionRestricted === true;
  }

  private failWithCode(code: string, message: string | null): void {
    this.state = 'failed';
    if (code === DOMAIN_NOT_AVAILABLE) {
      this.showDomainUnavailable();
      return;
    }
    // spec 8: other errorCode → notice with the server message, or "Internet lost".
    this.deps.notices.push({ message: message ? { text: message } : noticeMessages.internetLost });
  }

  private fail(error: unknown): void {
    if (error instanceof ApiError && error.errorCode && error.hasResponse) {
      this.failWithCode(error.errorCode, error.serverMessage);
      return;
    }
    this.state = 'failed';
    // spec 8: any error on https → "Internet lost"; otherwise "Network Error / CORS Errors".
    this.deps.notices.push({
      message: this.deps.isSecureContext
        ? noticeMessages.internetLost
        : noticeMessages.networkError,
    });
  }
}
