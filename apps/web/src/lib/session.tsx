import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { apiPaths, type AuthResponse, type authContract, type ResponseOf, type User } from '@hireloop/shared';
import { api } from './api-client';
import {
  getRefreshToken,
  getToken,
  onSessionCleared,
  removeSessionData,
  setStoredUser,
  setTokens,
} from './auth-storage';

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

export interface Session {
  status: SessionStatus;
  user: User | null;
  /** Stores the tokens, loads the profile (falls back to `auth.user`) and marks the session authenticated. */
  login(auth: AuthResponse): Promise<User>;
  /** Revokes the refresh token, clears the stored session and goes to /. */
  logout(): Promise<void>;
  /** Reloads the profile from GET /api/auth/me. */
  refreshUser(): Promise<void>;
  /** Replaces the signed-in user (for example after a profile save). */
  setUser(user: User): void;
}

/** Navigation used when the session ends; it must have committed the new location when it resolves. */
export type SessionNavigate = (to: string) => Promise<void> | void;

export async function fetchCurrentUser(signal?: AbortSignal): Promise<User> {
  const data = await api.get<ResponseOf<typeof authContract.me>>(apiPaths.auth.me, { signal });
  return data.user;
}

const SessionContext = createContext<Session | null>(null);

interface SessionState {
  status: SessionStatus;
  user: User | null;
}

interface SessionProviderProps {
  children: ReactNode;
  navigate?: SessionNavigate;
}

const signedOutListeners = new Set<() => void>();

/** Calls `listener` whenever a session ends, e.g. to drop the previous user's cached server data. */
export function onSignedOut(listener: () => void): () => void {
  signedOutListeners.add(listener);
  return () => signedOutListeners.delete(listener);
}

const signedOut = () => signedOutListeners.forEach((listener) => listener());

export function SessionProvider({ children, navigate }: SessionProviderProps) {
  const [state, setState] = useState<SessionState>(() => ({
    status: getToken() ? 'loading' : 'anonymous',
    user: null,
  }));
  const callbacks = useRef({ navigate });
  useEffect(() => {
    callbacks.current = { navigate };
  }, [navigate]);

  /**
   * Ends the session and goes to /. The screen shows the loading state while the router moves,
   * so no guard sees "signed out" on a protected page and redirects to /login instead.
   */
  const leaveToHome = useCallback(async () => {
    removeSessionData();
    signedOut();
    setState({ status: 'loading', user: null });
    try {
      await callbacks.current.navigate?.('/');
    } finally {
      setState({ status: 'anonymous', user: null });
    }
  }, []);

  useEffect(() => {
    if (!getToken()) return;
    const controller = new AbortController();
    fetchCurrentUser(controller.signal)
      .then((user) => {
        setStoredUser(user);
        // The guarded screen and its layout render as a transition, which yields to the browser
        // every few milliseconds, instead of in one long task that a tap would wait behind.
        startTransition(() => setState({ status: 'authenticated', user }));
      })
      .catch(() => {
        if (!controller.signal.aborted) void leaveToHome();
      });
    return () => controller.abort();
  }, [leaveToHome]);

  // A 401 that could not be refreshed clears storage in the HTTP client; mirror it here.
  // While loading (start-up or a sign-out in progress) the flow in charge decides what happens.
  useEffect(
    () =>
      onSessionCleared(() => {
        signedOut();
        setState((s) => (s.status === 'authenticated' ? { status: 'anonymous', user: null } : s));
      }),
    [],
  );

  const login = useCallback(async (auth: AuthResponse) => {
    setTokens(auth.token, auth.refreshToken);
    setStoredUser(auth.user);
    let user = auth.user;
    try {
      user = await fetchCurrentUser();
    } catch {
      // The login answer already carries the user; the profile call is only a refresh.
    }
    setStoredUser(user);
    setState({ status: 'authenticated', user });
    return user;
  }, []);

  const logout = useCallback(async () => {
    const token = getToken();
    const refreshToken = getRefreshToken();
    // Revoke on the server without making the user wait for it.
    void api
      .post(apiPaths.auth.logout, refreshToken ? { refreshToken } : {}, {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
        refreshOn401: false,
      })
      .catch(() => undefined);
    await leaveToHome();
  }, [leaveToHome]);

  const refreshUser = useCallback(async () => {
    const user = await fetchCurrentUser();
    setStoredUser(user);
    setState((s) => (s.status === 'authenticated' ? { ...s, user } : s));
  }, []);

  const setUser = useCallback((user: User) => {
    setStoredUser(user);
    setState((s) => (s.status === 'authenticated' ? { ...s, user } : s));
  }, []);

  const value = useMemo<Session>(
    () => ({ ...state, login, logout, refreshUser, setUser }),
    [state, login, logout, refreshUser, setUser],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
