import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { NavigationRequest } from './NavigationRequest';

/** Performs the navigation the stores asked for (e.g. "go to /m/login" after a 401). */
export const NavigationPerformer = observer(function NavigationPerformer({
  requests,
}: {
  requests: NavigationRequest;
}) {
  const navigate = useNavigate();
  const pending = requests.pending;
  useEffect(() => {
    if (pending && requests.complete(pending)) void navigate(pending.path);
  }, [pending, requests, navigate]);
  return null;
});
