import { queryOptions } from '@tanstack/react-query';
import { busEndpoints, type RidersList } from '@contract';
import { busKeys } from '@/api/bus';
import { fieldsOf, keepFields } from '@/api/rows';
import { http } from '@/lib/http';

type Rider = RidersList['riders'][number];

/**
 * What a saved riders list holds (ADR 024): the bus, the day, the school's name and phone, and
 * per rider exactly what the list shows, parent phones included. This is the one saved query
 * with contact details; src/api/persisted.test.ts lists every field.
 */
const BUS_FIELDS = fieldsOf<RidersList['bus']>()({ id: true, number: true, plate: true, capacity: true, driver_name: true, driver_phone: true });
const SCHOOL_FIELDS = fieldsOf<RidersList['school']>()({ name: true, phone: true });
const RIDER_FIELDS = fieldsOf<Rider>()({
  student_id: true, student_name: true, admission_no: true, class_name: true, section_name: true, zone_name: true, category_name: true,
  stop: true, parent_name: true, parent_phone: true, parent_phone2: true,
});

/** Only the listed fields, whatever else the server sends. */
export const keepRidersList = (list: RidersList): RidersList => ({
  bus: keepFields(list.bus, BUS_FIELDS),
  date: list.date,
  school: keepFields(list.school, SCHOOL_FIELDS),
  riders: list.riders.map((rider) => keepFields(rider, RIDER_FIELDS)),
});

/**
 * A bus's riders today (`GET /bus/{id}/riders`), saved on the device that opened it so the
 * driver's tablet has it on the road; offline, yesterday's copy opens with its date shown.
 */
export const busRidersQueryOptions = (busId: number) =>
  queryOptions({
    queryKey: busKeys.riders(busId),
    queryFn: ({ signal }) => http.call(busEndpoints.riders, { params: { id: busId } }, { signal }).then(keepRidersList),
    meta: { persist: true },
  });
