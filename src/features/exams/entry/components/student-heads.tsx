/** The first three column heads of a section's student table (the grid and the remarks). */
export function StudentHeads() {
  return (
    <>
      <th scope="col" className="w-10 px-2 py-2 text-right">
        No
      </th>
      <th scope="col" className="px-2 py-2">
        Student
      </th>
      <th scope="col" className="px-2 py-2">
        Adm. no
      </th>
    </>
  );
}
