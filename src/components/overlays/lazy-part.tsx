import { useEffect, useState, type ComponentType } from 'react';
import { Button } from '@/components/ui/button';
import { NeedsConnection } from './needs-connection';

/**
 * A part of an installed page that only works online (a change form, a tab read from the
 * server) arrives on first use, so the precache holds what offline needs (ADR 035). Unlike
 * React.lazy, a fetch that failed is not remembered: once the connection is back, "Try again"
 * fetches it.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const fetchPart = () => (loading ??= load().then((part) => (loaded = part)).finally(() => (loading = undefined)));

  return function LazyPart(props: P) {
    const [state, setState] = useState<'loading' | 'failed' | 'ready'>(loaded ? 'ready' : 'loading');
    useEffect(() => {
      if (state !== 'loading') return;
      let live = true;
      fetchPart().then(
        () => live && setState('ready'),
        () => live && setState('failed'),
      );
      return () => {
        live = false;
      };
    }, [state]);

    if (loaded) {
      const Part = loaded;
      return <Part {...props} />;
    }
    if (state === 'failed') {
      return (
        <div>
          <NeedsConnection message="This part of the page opens for the first time on this device and could not be fetched." />
          <Button variant="secondary" onClick={() => setState('loading')}>
            Try again
          </Button>
        </div>
      );
    }
    return <p className="py-6 text-center text-sm text-slate-600">Loading…</p>;
  };
}
