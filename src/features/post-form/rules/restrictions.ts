/** The posting restrictions a user object carries (spec sections 3 and 6). */
export interface PosterRestrictions {
  isSilenced?: boolean;
  isMiniSilenced?: boolean;
  blockPostPublic?: boolean;
  blockPostHome?: boolean;
  blockPostNotLocal?: boolean;
}

export interface PosterAbilities extends PosterRestrictions {
  /** May choose CC recipients (with the post form's CC preference on). */
  canInvite: boolean;
}

/** Reads restrictions from the `i` answer (flags at the top level; canInvite also in policies). */
export function abilitiesOf(me: Record<string, unknown> | null | undefined): PosterAbilities {
  const flag = (k: string) => me?.[k] === true;
  const policies = (me?.policies ?? null) as Record<string, unknown> | null;
  return {
    isSilenced: flag('isSilenced'),
    isMiniSilenced: flag('isMiniSilenced'),
    blockPostPublic: flag('blockPostPublic'),
    blockPostHome: flag('blockPostHome'),
    blockPostNotLocal: flag('blockPostNotLocal'),
    canInvite: flag('canInvite') || policies?.canInvite === true,
  };
}
