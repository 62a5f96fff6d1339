import type { ReactNode } from "react";
import { imageUrl } from "@/lib/images";

/** What a printed paper says of the school at its head. */
export interface LetterheadSchool {
  name: string;
  address?: string | null;
  phone?: string | null;
  /** The stored logo's file name (school profile), when the school has one. */
  logo?: string | null;
}

/**
 * On paper the page's grey (the body's and the shell's background, printed when the browser
 * prints backgrounds) gives way to white. Rendered with every letterhead, so any page holding
 * a receipt, voucher or payslip prints on white and every other page is untouched.
 */
export const PRINT_ON_WHITE_CSS =
  "@media print { html, body, #main { background: white !important; } }";

export interface PrintLetterheadProps {
  school: LetterheadSchool;
  /** The paper's own title and number, at the right of the head (a voucher's number and date). */
  children?: ReactNode;
}

/**
 * The head of every paper the school hands out or files (receipts, check vouchers, payslips):
 * the logo, the school's name, address and phone, then the paper's own title on the right.
 */
export function PrintLetterhead({ school, children }: PrintLetterheadProps) {
  const contact = [school.address, school.phone].filter(Boolean);
  return (
    <>
      <style>{PRINT_ON_WHITE_CSS}</style>
      <header
        className="flex flex-wrap items-end justify-between gap-4 border-b-2 border-slate-800 pb-3"
        data-letterhead=""
      >
        <div className="flex min-w-0 items-center gap-3">
          {school.logo ? (
            <img
              src={imageUrl(school.logo)}
              alt={`${school.name} logo`}
              className="size-14 shrink-0 object-contain print:size-16"
            />
          ) : null}
          <div className="min-w-0">
            <p className="text-xl font-bold text-slate-900">{school.name}</p>
            {contact.map((line) => (
              <p key={line} className="text-sm text-slate-700">
                {line}
              </p>
            ))}
          </div>
        </div>
        {children ? <div className="text-right">{children}</div> : null}
      </header>
    </>
  );
}
