type Named = { title: string; firstName: string; middleName?: string | null; lastName: string };

/** "Dr. Ravi K Menon": title and names, skipping the empty ones. */
export const memberName = (member: Named) =>
  [member.title, member.firstName, member.middleName ?? '', member.lastName]
    .filter((part) => part.trim())
    .join(' ');
