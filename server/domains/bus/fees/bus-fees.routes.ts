import { Hono } from 'hono';
import { busFeePreviewQuery, busFeeRunInput, busReportQuery } from '@contract';
import { requires } from '../../../lib/access';
import type { AppDeps, AppEnv } from '../../../lib/context';
import { idempotencyClaim } from '../../../lib/idempotency';
import { jsonBody, queryParams } from '../../../lib/validate';
import { busReport } from './bus-report';
import { generateBusFees, previewBusFees } from './bus-fees.service';

/** `/bus/fees` (`generate`): the month's bus fees, previewed and billed (ADR 024). */
export function busFeeRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .get('/preview', requires('generate'), queryParams(busFeePreviewQuery), async (c) => c.json(await previewBusFees(db, c.get('actor'), c.req.valid('query').month)))
    .post('/generate', requires('generate'), jsonBody(busFeeRunInput), async (c) => {
      const input = c.req.valid('json');
      const { replayed, ...result } = await generateBusFees(db, c.get('actor'), idempotencyClaim(c, input), input);
      if (replayed) c.header('Idempotent-Replayed', 'true');
      return c.json(result, 201);
    });
}

/** `/bus/report` (`report`): riders, billed, paid and outstanding, and the month's check. */
export function busReportRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>().get('/', requires('report'), queryParams(busReportQuery), async (c) => c.json(await busReport(db, c.get('user'), c.req.valid('query').month)));
}
