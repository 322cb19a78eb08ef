//! Faults on demand: a rule picks requests (method, part of the path) and
//! makes Discord fail them, once, a few times, or until cleared.

/// How a picked request fails.
#[derive(Clone, Debug, PartialEq)]
pub enum Fault {
    /// Answer `status` with Discord's `{"message", "code"}` without doing
    /// the request.
    Error {
        /// HTTP status, like 403 or 500.
        status: u16,
        /// Discord's error code (0 for server errors).
        code: u64,
        /// Discord's message.
        message: String,
    },
    /// Do the request (the message is stored and visible), then answer
    /// `status`: the case where a retry makes a duplicate.
    AfterStore {
        /// HTTP status, like 502.
        status: u16,
    },
    /// No answer at all: the connection stays open and silent (a request
    /// that hangs somewhere between the bot and Discord).
    Hang,
    /// Do the request at once, but answer only after `seconds` (Discord
    /// slow to answer: the client waits).
    Slow {
        /// Seconds before the answer.
        seconds: f64,
    },
    /// Do the request, then answer 200 with a body that is not the
    /// route's object (the client cannot decode it).
    UnreadableSuccess,
    /// 429 with `retry-after` and Discord's JSON body, without doing the
    /// request: serenity's rate limiter sleeps and retries by itself.
    RateLimited {
        /// Seconds to wait, as Discord says it.
        retry_after_secs: f64,
    },
    /// The same with `X-RateLimit-Scope: shared` (Topics › Rate Limits:
    /// a resource's limit shared by every user, such as thread creation's,
    /// which answers waits of minutes; these do not count as invalid
    /// requests).
    SharedRateLimited {
        /// Seconds to wait, as Discord says it.
        retry_after_secs: f64,
    },
}

impl Fault {
    /// 403 50013 Missing Permissions.
    pub fn missing_permissions() -> Fault {
        Fault::error(403, 50013, "Missing Permissions")
    }

    /// 403 50001 Missing Access.
    pub fn missing_access() -> Fault {
        Fault::error(403, 50001, "Missing Access")
    }

    /// 403 160005 Thread is locked.
    pub fn thread_locked() -> Fault {
        Fault::error(403, 160_005, "Thread is locked")
    }

    /// 400 160006: the server's cap of active threads is reached, so a
    /// thread cannot be created or unarchived.
    pub fn thread_cap() -> Fault {
        Fault::error(400, 160_006, "Maximum number of active threads reached")
    }

    /// 400 50083: an operation on an archived thread.
    pub fn thread_archived() -> Fault {
        Fault::error(400, 50083, "Thread is archived")
    }

    /// 400 200000: the message was blocked by the server's AutoMod.
    pub fn automod_blocked() -> Fault {
        Fault::error(400, 200_000, "Message was blocked by automatic moderation")
    }

    /// 403 40003: opening direct messages too fast.
    pub fn opening_dms_too_fast() -> Fault {
        Fault::error(403, 40003, "You are opening direct messages too fast")
    }

    /// A server error (`status` 5xx), code 0.
    pub fn server(status: u16) -> Fault {
        let message = match status {
            500 => "500: Internal Server Error",
            502 => "502: Bad Gateway",
            503 => "503: Service Unavailable",
            _ => "Server Error",
        };
        Fault::error(status, 0, message)
    }

    /// Any error.
    pub fn error(status: u16, code: u64, message: &str) -> Fault {
        Fault::Error {
            status,
            code,
            message: message.to_string(),
        }
    }
}

/// How many requests a rule fails.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Times {
    /// This many, then the rule is spent.
    N(usize),
    /// Until `FakeDiscord::clear_faults`.
    Forever,
}

/// Which requests fail, and how.
#[derive(Clone, Debug)]
pub struct Rule {
    /// `GET`, `POST`…; any if `None`.
    pub method: Option<String>,
    /// A part of the path (`/api/v10/...`, query included).
    pub path_contains: String,
    /// How many.
    pub times: Times,
    /// How.
    pub fault: Fault,
}

impl Rule {
    /// `fault` once, on the next `method` request whose path contains
    /// `path_contains` (`method` "" or "*": any method).
    pub fn new(method: &str, path_contains: &str, fault: Fault) -> Rule {
        Rule {
            method: (!method.is_empty() && method != "*").then(|| method.to_ascii_uppercase()),
            path_contains: path_contains.to_string(),
            times: Times::N(1),
            fault,
        }
    }

    /// Fails `n` requests.
    #[must_use]
    pub fn times(mut self, n: usize) -> Rule {
        self.times = Times::N(n);
        self
    }

    /// Fails every such request until the faults are cleared.
    #[must_use]
    pub fn forever(mut self) -> Rule {
        self.times = Times::Forever;
        self
    }

    fn picks(&self, method: &str, path: &str) -> bool {
        self.method.as_deref().is_none_or(|m| m == method) && path.contains(&self.path_contains)
    }
}

/// The rules in force.
#[derive(Default)]
pub struct Faults {
    rules: Vec<Rule>,
}

impl Faults {
    /// Adds `rule` (after the others: the first rule that picks a request
    /// applies).
    pub fn add(&mut self, rule: Rule) {
        self.rules.push(rule);
    }

    /// Removes every rule.
    pub fn clear(&mut self) {
        self.rules.clear();
    }

    /// The fault for this request, if a rule picks it (and counts it).
    pub fn take(&mut self, method: &str, path: &str) -> Option<Fault> {
        let index = self.rules.iter().position(|r| r.picks(method, path))?;
        let rule = &mut self.rules[index];
        let fault = rule.fault.clone();
        if let Times::N(n) = &mut rule.times {
            *n = n.saturating_sub(1);
            if *n == 0 {
                self.rules.remove(index);
            }
        }
        Some(fault)
    }
}
