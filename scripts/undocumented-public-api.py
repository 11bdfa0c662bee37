#!/usr/bin/env python3
"""Lists public declarations in Sources/ without a `///` comment: `scripts/undocumented-public-api.py [Module …]`."""
import re,glob,sys,collections
def undocumented(paths):
    out=[]
    for p in paths:
        lines=open(p).read().split('\n')
        for i,l in enumerate(lines):
            s=l.strip()
            if re.match(r'(@[\w()]+\s+)*(nonisolated(\(unsafe\))?\s+)?public\s', s):
                j=i-1
                while j>=0 and lines[j].strip().startswith('@'): j-=1
                prev=lines[j].strip() if j>=0 else ''
                if not prev.startswith('///'):
                    out.append((p,i+1,s))
    return out
if __name__=='__main__':
    mods=sys.argv[1:] or ['*']
    res=[]
    for m in mods: res+=undocumented(sorted(glob.glob(f'Sources/{m}/**/*.swift', recursive=True)))
    for p,i,s in res: print(f'{p}:{i}: {s[:110]}')
    print(len(res), file=sys.stderr)
