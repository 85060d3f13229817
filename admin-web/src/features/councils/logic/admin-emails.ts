/** The council's admins' emails as a super admin types them: one per line, or separated by commas or spaces. */
export function emailsOf(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((email) => email.trim())
        .filter(Boolean),
    ),
  ];
}
