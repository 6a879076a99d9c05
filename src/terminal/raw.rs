//! The terminal's input mode, per platform: what [`crate::terminal::menu::RawMode`] turns
//! off while a menu is up (line editing, echo, Ctrl-C as a signal) and puts back,
//! and whether a key is waiting.
//!
//! Unix: the `termios` of standard input. Windows: the console's input mode
//! (`ENABLE_LINE_INPUT`, `ENABLE_ECHO_INPUT`, `ENABLE_PROCESSED_INPUT`), which is
//! what the console itself uses for the same three things; keys are read with
//! `console`, which reads console input events there.

use std::io;
use std::time::Duration;

/// The settings saved before raw mode, to put back.
#[cfg(unix)]
pub type Saved = libc::termios;
#[cfg(windows)]
pub type Saved = u32;

/// Switches standard input to raw input; the settings it had.
#[cfg(unix)]
pub fn enter() -> io::Result<Saved> {
    use std::os::fd::AsRawFd;
    let fd = io::stdin().as_raw_fd();
    let mut t = std::mem::MaybeUninit::<libc::termios>::uninit();
    // SAFETY: tcgetattr fills the struct on success, which we check.
    if unsafe { libc::tcgetattr(fd, t.as_mut_ptr()) } != 0 {
        return Err(io::Error::last_os_error());
    }
    // SAFETY: initialised by the successful call above.
    let original = unsafe { t.assume_init() };
    let mut raw = original;
    raw.c_lflag &= !(libc::ICANON | libc::ECHO | libc::ISIG | libc::IEXTEN);
    raw.c_iflag &= !(libc::IXON | libc::ICRNL);
    raw.c_cc[libc::VMIN] = 1;
    raw.c_cc[libc::VTIME] = 0;
    // SAFETY: a valid termios for a valid descriptor.
    if unsafe { libc::tcsetattr(fd, libc::TCSADRAIN, &raw) } != 0 {
        return Err(io::Error::last_os_error());
    }
    Ok(original)
}

/// Puts back what [`enter`] saved.
#[cfg(unix)]
pub fn restore(saved: &Saved) {
    use std::os::fd::AsRawFd;
    // SAFETY: the termios saved from this descriptor.
    unsafe { libc::tcsetattr(io::stdin().as_raw_fd(), libc::TCSADRAIN, saved) };
}

/// Whether a key is waiting on standard input within `wait`.
#[cfg(unix)]
pub fn key_ready(wait: Duration) -> bool {
    use std::os::fd::AsRawFd;
    let mut fd = libc::pollfd {
        fd: io::stdin().as_raw_fd(),
        events: libc::POLLIN,
        revents: 0,
    };
    let ms = i32::try_from(wait.as_millis()).unwrap_or(i32::MAX);
    // SAFETY: one valid pollfd.
    let n = unsafe { libc::poll(&mut fd, 1, ms) };
    n > 0
}

#[cfg(windows)]
fn stdin_handle() -> windows_sys::Win32::Foundation::HANDLE {
    use windows_sys::Win32::System::Console::{GetStdHandle, STD_INPUT_HANDLE};
    // SAFETY: no preconditions; an invalid handle makes the calls below fail.
    unsafe { GetStdHandle(STD_INPUT_HANDLE) }
}

#[cfg(windows)]
pub fn enter() -> io::Result<Saved> {
    use windows_sys::Win32::System::Console::{
        ENABLE_ECHO_INPUT, ENABLE_LINE_INPUT, ENABLE_PROCESSED_INPUT, GetConsoleMode,
        SetConsoleMode,
    };
    let handle = stdin_handle();
    let mut mode = 0;
    // SAFETY: a handle from GetStdHandle and a valid out pointer.
    if unsafe { GetConsoleMode(handle, &mut mode) } == 0 {
        return Err(io::Error::last_os_error());
    }
    let raw = mode & !(ENABLE_LINE_INPUT | ENABLE_ECHO_INPUT | ENABLE_PROCESSED_INPUT);
    // SAFETY: as above.
    if unsafe { SetConsoleMode(handle, raw) } == 0 {
        return Err(io::Error::last_os_error());
    }
    Ok(mode)
}

#[cfg(windows)]
pub fn restore(saved: &Saved) {
    use windows_sys::Win32::System::Console::SetConsoleMode;
    // SAFETY: the mode saved from this handle.
    unsafe { SetConsoleMode(stdin_handle(), *saved) };
}

/// Whether console input is waiting within `wait`. Any console event counts (a
/// mouse or focus event too): the menu then reads, and a read waits for a key.
#[cfg(windows)]
pub fn key_ready(wait: Duration) -> bool {
    use windows_sys::Win32::Foundation::WAIT_OBJECT_0;
    use windows_sys::Win32::System::Threading::WaitForSingleObject;
    let ms = u32::try_from(wait.as_millis()).unwrap_or(u32::MAX);
    // SAFETY: a handle from GetStdHandle; waiting has no other precondition.
    unsafe { WaitForSingleObject(stdin_handle(), ms) == WAIT_OBJECT_0 }
}
