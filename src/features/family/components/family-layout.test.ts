import { describe, expect, it } from 'vitest';
import type { FamilyChild } from '@contract';
import { pickerName } from './family-layout';

const child = (id: number, first_name: string, fullname: string): FamilyChild => ({ id, first_name, fullname, admission_no: `A-${id}`, class_name: null, section_id: null, section_name: null });

describe('pickerName', () => {
  it("tells two siblings with one first name apart by their last name's initial", () => {
    const all = [child(1, 'Ibrahim', 'Ibrahim Abdi'), child(2, 'Ibrahim', 'Ibrahim Banda'), child(3, 'Irene', 'Irene Mensah')];
    expect(all.map((c) => pickerName(c, all))).toEqual(['Ibrahim A.', 'Ibrahim B.', 'Irene']);
  });
});
