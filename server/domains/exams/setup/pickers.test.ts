import { describe, expect, it } from 'vitest';
import { seedUser } from '../../../test/fixtures';
import { twoSchools } from '../../../test/schools';
import { seedClass } from '../../../test/students-data';

const t = twoSchools();

describe('the exam-paper pickers', () => {
  it('list classes (own only) and subjects to whoever sets papers, and to nobody else', async () => {
    const school = t.schoolA.schoolId;
    const mine = await seedClass(t.ctx, school, 'Grade 5');
    await seedClass(t.ctx, school, 'Grade 6');
    const setter = await seedUser(t.ctx, school, ['exam-subject', 'add-exam-subject'], { classIds: [mine] });
    const token = await t.api.login(setter.username, setter.password);
    const classes = await t.api.get('/api/class', { token });
    expect(classes.status).toBe(200);
    expect(JSON.stringify(classes.body)).toContain('Grade 5');
    expect(JSON.stringify(classes.body)).not.toContain('Grade 6');
    expect((await t.api.get('/api/subjects', { token })).status).toBe(200);

    const marker = await seedUser(t.ctx, school, ['exam-entry'], { classIds: [mine] });
    const other = await t.api.login(marker.username, marker.password);
    expect((await t.api.get('/api/subjects', { token: other })).status).toBe(403);
    expect((await t.api.get('/api/class', { token: other })).status).toBe(403);
  });
});
