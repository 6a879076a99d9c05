/* For running td.exe under Debian's Wine 8 in the tests only: never shipped.
 * Rust's std on Windows takes random bytes from ProcessPrng in
 * bcryptprimitives.dll, which Wine 8 does not have; this DLL gives it, over
 * RtlGenRandom (SystemFunction036 in advapi32), which Wine has. */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length) {
    while (length > 0) {
        ULONG chunk = length > 0x7fffffff ? 0x7fffffff : (ULONG)length;
        if (!SystemFunction036(data, chunk)) return FALSE;
        data += chunk;
        length -= chunk;
    }
    return TRUE;
}
